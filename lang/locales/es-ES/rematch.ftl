## Revancha: los botones bajo el mensaje final de una partida, lo que ese mensaje y los hilos
## dicen de la revancha, y sus rechazos. Una revancha es el mismo juego con las mismas opciones, el mismo
## idioma y los mismos jugadores (los bots en su nivel), en el mismo orden de juego, y empieza quien
## seguía a quien empezó la última partida; empieza en un hilo nuevo cuando todos han dicho que sí.

rematch-button = Revancha
rematch-button-leave = Salir

rematch-line-of = Revancha de la partida #{ NUMBER($number, useGrouping: 0) }: { $thread }
rematch-line-waiting = **¿Revancha?** Listos: { $ready }. A la espera de: { $waiting }.
rematch-line-ready = **¿Revancha?** Todos están listos ({ $ready }): pulsa **Revancha** para empezar.
rematch-line-started = **Revancha:** partida #{ NUMBER($number, useGrouping: 0) }, { $thread }
rematch-line-lapsed = No hay revancha: se quedaron muy pocos jugadores, o esperó demasiado.

rematch-asked = { $member } pide la revancha: el mismo juego y las mismas opciones en el mismo orden de juego, y empieza quien seguía a quien empezó la última partida. { $members }: pulsa **Revancha** para volver a jugar, o **Salir**.
rematch-started-from = Revancha de la partida #{ NUMBER($number, useGrouping: 0) } ({ $thread }): el mismo juego y las mismas opciones; empieza quien seguía a quien empezó esa partida.

rematch-refusal-not-finished = Esta partida no ha terminado: todavía no hay revancha que pedir.
rematch-refusal-not-a-player = Solo los jugadores de esta partida pueden pedir su revancha o responder a ella.
rematch-refusal-left = Saliste de esta revancha.
rematch-refusal-already-ready = Ya dijiste que sí: a la espera de { $members }.
rematch-refusal-none = Nadie ha pedido la revancha todavía: pulsa **Revancha** para pedirla.
rematch-refusal-not-in-it = No estás en esta revancha.
rematch-refusal-started = Esta revancha ya ha empezado: partida #{ NUMBER($number, useGrouping: 0) }, { $thread }.
rematch-refusal-lapsed = Esta revancha caducó. Empieza una partida nueva con `/play`.
rematch-refusal-closed = Esta revancha ya ha empezado o ha caducado.
rematch-refusal-changed = La revancha cambió mientras hacías clic: vuelve a hacer clic.
rematch-refusal-not-a-lobby = Esta sala es una revancha: conserva las plazas y las opciones de la partida anterior. Respóndela en el mensaje final de esa partida.
