# Words drawn on images (or written for them) that every game shares: the score sheet, legends, alt text.

## Legends
render-last-turn = 直前の手番

## The score sheet
render-score-final = 最終得点
render-score-place-heading = 順位
render-score-player-heading = プレイヤー
render-score-points-heading = 得点
# A place in the ranking: Japanese writes every place the same way (1位, 2位 ...).
render-score-place = { $place }位
render-score-winners = { $count ->
    [1] { $winners }の勝利！
   *[other] { $winners }が同点勝利！
}

## Alt text: what an image shows, for screen readers
render-alt-public = { $game }、{ $move }手目の公開ボード。
render-alt-private = { $game }、{ $move }手目の{ $player }専用の画面。
render-alt-scores = 現在の得点：{ $scores }。
render-alt-score = { $player } { $score }
render-alt-over = { $count ->
    [1] ゲーム終了。{ $winners }の勝利。
   *[other] ゲーム終了。{ $winners }が同点勝利。
}
render-alt-to-act = 手番：{ $players }。
render-alt-sheet = { $game }の最終得点表。
render-alt-place = { $place }位：{ $player } { $points }点。
render-alt-place-details = { $place }位：{ $player } { $points }点（{ $details }）。
