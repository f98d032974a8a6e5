## As estatísticas de uma partida terminada, sob a pontuação final (mostradas só quando a partida acaba).

end-stats-head = **Estatísticas** ({ $players })
end-stats-row = { $label }: { $values }
end-stats-time = Tempo
end-stats-undos = Desfeitas
end-stats-seconds = { $seconds } s
end-stats-minutes = { $minutes } min
end-stats-hours = { $hours } h { $minutes } min
end-stats-award-comeback = Maior virada: { $player }, que chegou a estar { $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
} atrás
end-stats-award-fastest = Mais rápido: { $player }, { $seconds ->
    [0] { $seconds } segundos
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
} por decisão (mediana)

end-stats-solstis-largest = Maior área
end-stats-solstis-fires = Fogueiras acesas
end-stats-solstis-spirits = Espíritos encontrados
end-stats-solstis-taken = Peças pegas
end-stats-paper-world-discarded = Cartas descartadas
end-stats-paper-world-objectives = Objetivos cumpridos
end-stats-paper-world-scissors = Movimentos da tesoura
end-stats-nanga-parbat-camps = Acampamentos
end-stats-sheherazade-dreams = Sonhos realizados
end-stats-mountain-miners-actions = Ações jogadas
end-stats-mountain-miners-steals = Roubos
