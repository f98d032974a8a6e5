# Time away: a member's time zone, quiet hours and days away (/settings), and pausing a game by a
# unanimous vote (the Pause button of a turn post). See services/away.py and store/away.py.

cmd-settings-zone-name = zone
cmd-settings-zone-description = Your time zone, from the list (type a city: Paris, New_York, Tokyo)
cmd-settings-quiet-name = quiet
cmd-settings-quiet-description = Your quiet hours in your time zone, such as 22:00-07:00 (off: none)
cmd-settings-away-name = away
cmd-settings-away-description = Days away, declared ahead: 2026-12-24, or 2026-12-24..2026-12-31
cmd-settings-back-name = back
cmd-settings-back-description = Take back days away not yet begun: 2026-12-24, or a range a..b

help-away-command = Time away and Pause
help-away-text = In `/settings`: your time zone, quiet hours and days away (declared ahead, a few a year). At the daily and weekend paces, no reminder or deadline falls in them, and a decision is stretched by the days away; blitz and live are not stretched. **Pause** under the turn post stops the clocks once everyone playing has voted for it; any move or **Resume** starts them again.

away-zone-none = 🕰️ **Time zone**: none chosen. Choose yours with `/settings` (option zone) to set quiet hours and days away.
away-zone = 🕰️ **Time zone**: { $zone }.
away-quiet = 🌙 **Quiet hours**: { $start } to { $end }. No reminder then, and no deadline of a daily or weekend game: one that falls in them moves to their end.
away-quiet-none = 🌙 **Quiet hours**: none.
away-days = 🌴 **Days away**: { $days }. A daily or weekend decision is stretched by the days away it spans. This year: { $used } of { $allowed } days.
away-days-none = 🌴 **Days away**: none coming. This year: { $used } of { $allowed } days.
away-paces = Blitz and live games are never stretched: they are played in one sitting.

away-post-paused = ⏸️ **Paused** { $since } by everyone's vote: the clocks stand still. Any move, or **Resume**, starts them again.
away-post-days = 🌴 { $player } is away on { $days }: their time is stretched by those days.

away-button-pause = Pause
away-button-resume = Resume

away-pause-voted = ⏸️ { $member } votes to pause this game ({ $count } of { $needed }). Once everyone playing has pressed **Pause**, the clocks stand still.
away-pause-voted-done = Your vote to pause counts ({ $count } of { $needed }). Press **Pause** again to withdraw it.
away-pause-withdrawn = { $member } withdrew their vote to pause ({ $count } of { $needed }).
away-pause-withdrawn-done = Your vote to pause is withdrawn ({ $count } of { $needed }).
away-paused = ⏸️ Everyone agreed: the game is paused and its clocks stand still. Any move, or **Resume**, starts them again.
away-paused-done = The game is paused.
away-resumed = ▶️ { $member } resumed the game: the clocks run again, with the time they had.
away-resumed-done = The game goes on.

away-refusal-zone = That is not a time zone I know. Choose one from the list (type a city, such as Paris or New_York).
away-refusal-quiet = Write quiet hours as two times, such as 22:00-07:00 (or off for none); the two must differ.
away-refusal-no-zone = Choose your time zone first (`/settings`, option zone): I never guess it.
away-refusal-ahead = Days away are declared ahead: each must come after today in your time zone.
away-refusal-days = Write days as 2026-12-24, as 2026-12-24..2026-12-31, or several separated by commas (at most { $count } days).
away-refusal-allowance = That would make more than { $count } days away in { $year }: that is the most a year allows.
away-refusal-pause-who = Only the people playing this game can vote to pause it.
