## Las estadísticas de una partida terminada, bajo sus puntuaciones finales (solo se muestran al acabar la partida).

end-stats-head = **Estadísticas** ({ $players })
end-stats-row = { $label }: { $values }
end-stats-time = Tiempo
end-stats-undos = Deshacer
end-stats-seconds = { $seconds } s
end-stats-minutes = { $minutes } min
end-stats-hours = { $hours } h { $minutes } min
end-stats-award-comeback = Mejor remontada: { $player }, que llegó a ir { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} por detrás
end-stats-award-fastest = Más rápido: { $player }, { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
} por decisión (mediana)

end-stats-solstis-largest = Zona más grande
end-stats-solstis-fires = Fuegos encendidos
end-stats-solstis-spirits = Espíritus encontrados
end-stats-solstis-taken = Losetas tomadas
end-stats-paper-world-discarded = Cartas descartadas
end-stats-paper-world-objectives = Objetivos cumplidos
end-stats-paper-world-scissors = Movimientos de tijeras
end-stats-nanga-parbat-camps = Campamentos
end-stats-sheherazade-dreams = Sueños cumplidos
end-stats-mountain-miners-actions = Acciones jugadas
end-stats-mountain-miners-steals = Hurtos
