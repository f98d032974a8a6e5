## Les statistiques d’une partie terminée, sous ses scores finaux (montrées seulement une fois la partie finie).

end-stats-head = **Statistiques** ({ $players })
end-stats-row = { $label } : { $values }
end-stats-time = Temps
end-stats-undos = Annulations
end-stats-seconds = { $seconds } s
end-stats-minutes = { $minutes } min
end-stats-hours = { $hours } h { $minutes } min
end-stats-award-comeback = Plus belle remontée : { $player }, qui a compté jusqu’à { $points ->
    [one] { $points } point
   *[other] { $points } points
} de retard
end-stats-award-fastest = Le plus rapide : { $player }, { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
} par décision (médiane)

end-stats-solstis-largest = Plus grande zone
end-stats-solstis-fires = Feux allumés
end-stats-solstis-spirits = Esprits rencontrés
end-stats-solstis-taken = Tuiles prises
end-stats-paper-world-discarded = Cartes défaussées
end-stats-paper-world-objectives = Objectifs remplis
end-stats-paper-world-scissors = Jeton Ciseaux déplacé
end-stats-nanga-parbat-camps = Camps
end-stats-sheherazade-dreams = Rêves réalisés
end-stats-mountain-miners-actions = Actions jouées
end-stats-mountain-miners-steals = Vols
