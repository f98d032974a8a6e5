## Die Statistik einer beendeten Partie, unter ihrem Endstand (erst gezeigt, wenn die Partie vorbei ist).

end-stats-head = **Statistik** ({ $players })
end-stats-row = { $label }: { $values }
end-stats-time = Zeit
end-stats-undos = Rücknahmen
end-stats-seconds = { $seconds } s
end-stats-minutes = { $minutes } min
end-stats-hours = { $hours } h { $minutes } min
end-stats-award-comeback = Größte Aufholjagd: { $player }, einmal { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} zurück
end-stats-award-fastest = Am schnellsten: { $player }, { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
} je Entscheidung (Median)

end-stats-solstis-largest = Größtes Gebiet
end-stats-solstis-fires = Entzündete Feuer
end-stats-solstis-spirits = Getroffene Geister
end-stats-solstis-taken = Genommene Plättchen
end-stats-paper-world-discarded = Abgeworfene Karten
end-stats-paper-world-objectives = Erfüllte Ziele
end-stats-paper-world-scissors = Scherenzüge
end-stats-nanga-parbat-camps = Lager
end-stats-sheherazade-dreams = Erfüllte Träume
end-stats-mountain-miners-actions = Gespielte Aktionen
end-stats-mountain-miners-steals = Diebstähle
