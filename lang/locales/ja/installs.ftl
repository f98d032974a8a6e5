## Commands used where they cannot work: a DM, for a command that acts on a server's table (cogs/installs.py)
installs-refusal-needs-server = { $command }はサーバーのゲームに対するコマンドです。ゲームのスレッドで使ってください。ここでは `/game mine` で参加中のゲームを、`/rules` で各ゲームのルールを確認できます。
