## Revanche: die Buttons unter der Schlussnachricht einer Partie, was diese Nachricht und die
## Threads über die Revanche sagen, und ihre Ablehnungen. Eine Revanche ist dasselbe Spiel mit denselben
## Optionen, derselben Sprache und denselben Spielern (Bots auf ihrer Stufe), in derselben Reihenfolge,
## und es beginnt, wer in der letzten Partie auf den Startspieler folgte; sie startet in einem neuen Thread, sobald alle zugesagt haben.

rematch-button = Revanche
rematch-button-leave = Aussteigen

rematch-line-of = Revanche der Partie #{ NUMBER($number, useGrouping: 0) }: { $thread }
rematch-line-waiting = **Revanche?** Bereit: { $ready }. Es fehlen: { $waiting }.
rematch-line-ready = **Revanche?** Alle sind bereit ({ $ready }): Drücke **Revanche**, um sie zu starten.
rematch-line-started = **Revanche:** Partie #{ NUMBER($number, useGrouping: 0) }, { $thread }
rematch-line-lapsed = Keine Revanche: Zu wenige Spieler sind geblieben, oder sie hat zu lange gewartet.

rematch-asked = { $member } möchte eine Revanche: dasselbe Spiel mit denselben Optionen in derselben Reihenfolge, und es beginnt, wer in der letzten Partie auf den Startspieler folgte. { $members }: Drücke **Revanche**, um noch einmal zu spielen, oder **Aussteigen**.
rematch-started-from = Revanche der Partie #{ NUMBER($number, useGrouping: 0) } ({ $thread }): dasselbe Spiel mit denselben Optionen; es beginnt, wer in jener Partie auf den Startspieler folgte.

rematch-refusal-not-finished = Diese Partie ist noch nicht vorbei: Eine Revanche gibt es noch nicht.
rematch-refusal-not-a-player = Nur die Spieler dieser Partie können eine Revanche verlangen oder darauf antworten.
rematch-refusal-left = Du bist aus dieser Revanche ausgestiegen.
rematch-refusal-already-ready = Du hast schon zugesagt: Es fehlen noch { $members }.
rematch-refusal-none = Noch hat niemand eine Revanche verlangt: Drücke **Revanche**, um eine zu verlangen.
rematch-refusal-not-in-it = Du bist bei dieser Revanche nicht dabei.
rematch-refusal-started = Diese Revanche hat schon begonnen: Partie #{ NUMBER($number, useGrouping: 0) }, { $thread }.
rematch-refusal-lapsed = Diese Revanche ist verfallen. Starte eine neue Partie mit `/play`.
rematch-refusal-closed = Diese Revanche hat schon begonnen oder ist verfallen.
rematch-refusal-changed = Die Revanche hat sich gerade geändert: Klicke bitte noch einmal.
rematch-refusal-not-a-lobby = Diese Lobby ist eine Revanche: Sie behält die Plätze und Optionen der Partie davor. Antworte darauf in der Schlussnachricht jener Partie.
