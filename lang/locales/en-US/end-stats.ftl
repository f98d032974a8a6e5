## The statistics of a finished game, under its final scores (shown only once the game is over).

# The head: $players, each player behind their seat's marker ("● Alice · ■ Bob").
end-stats-head = **Statistics** ({ $players })
# One statistic's row: $label (its name), $values (each player's marker and value, joined).
end-stats-row = { $label }: { $values }
end-stats-time = Time
end-stats-undos = Undos
end-stats-seconds = { $seconds } s
end-stats-minutes = { $minutes } min
end-stats-hours = { $hours } h { $minutes } min
# The two light awards: the winner's largest deficit behind the leader, the least median time of a decision.
end-stats-award-comeback = Biggest comeback: { $player }, once { $points ->
    [one] { $points } point
   *[other] { $points } points
} behind
end-stats-award-fastest = Fastest mover: { $player }, { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
} a decision (median)

# Each game's own statistics (short names: a line holds several).
end-stats-solstis-largest = Largest area
end-stats-solstis-fires = Fires lit
end-stats-solstis-spirits = Spirits met
end-stats-solstis-taken = Tiles taken
end-stats-paper-world-discarded = Cards discarded
end-stats-paper-world-objectives = Objectives taken
end-stats-paper-world-scissors = Scissors moves
end-stats-nanga-parbat-camps = Camps
end-stats-sheherazade-dreams = Dreams fulfilled
end-stats-mountain-miners-actions = Actions played
end-stats-mountain-miners-steals = Steals
