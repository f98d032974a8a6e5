## La table et le choix du coup en mises en page Discord (cogs/lobby.py, cogs/turns.py, cogs/layout.py).

layouts-lobby-needs = { $count ->
    [one] Il manque encore { $count } joueur pour lancer la partie : appuyez sur **Rejoindre**, ou l’hôte ajoute un bot.
   *[other] Il manque encore { $count } joueurs pour lancer la partie : appuyez sur **Rejoindre**, ou l’hôte ajoute des bots.
}
layouts-lobby-ready = Prêt : l’hôte peut appuyer sur **Lancer**. { $free ->
    [one] Il reste { $free } place libre.
   *[other] Il reste { $free } places libres.
}
layouts-lobby-full = La table est complète : l’hôte peut appuyer sur **Lancer**.
layouts-picker-head = ### { $game } #{ NUMBER($number, useGrouping: 0) } : { $mark } { $player }
