# /settings: las opciones propias de cada miembro y la confirmación antes de una jugada
# que no se puede deshacer. Las líneas de activado/desactivado empiezan por ✅ o ⬜.

## El comando
cmd-settings-name = ajustes
cmd-settings-description = Tus opciones: confirmar jugadas definitivas, mensajes directos, avisos, idioma.
help-settings-command = /settings
help-settings-text = Tus opciones: confirmar las jugadas que no se pueden deshacer, vista privada por mensaje directo, avisos, tu idioma.

## El panel (solo lo ve el miembro)
settings-title = **Tus ajustes** (solo tú los ves; valen en todos los servidores):
settings-confirm-on = ✅ **Confirmar las jugadas que no se pueden deshacer**: activado. Antes de una jugada que roba, revela algo oculto o termina tu turno, te digo qué hace y espero a que pulses **Confirmar**.
settings-confirm-off = ⬜ **Confirmar las jugadas que no se pueden deshacer**: desactivado. Cada jugada se hace en cuanto la eliges.
settings-dms-on = ✅ **Vista privada por mensaje directo**: activado. Cuando cambia tu mano (o algo que solo tú puedes ver), te la envío por mensaje directo.
settings-dms-off = ⬜ **Vista privada por mensaje directo**: desactivado. Sin mensajes directos: mira tu vista privada con `/hand` o el botón **Mi mano**.
settings-reminders-on = ✅ **Avisos**: activado. Cuando haya pasado la mitad de tu tiempo para una decisión, te aviso.
settings-reminders-off = ⬜ **Avisos**: desactivado. Sin avisos; el tiempo sigue corriendo y, si se agota, la IA decide por ti.
settings-language-chosen = 🌐 **Idioma**: { $language }. Mis respuestas y mis mensajes directos te llegan en este idioma.
settings-language-discord = 🌐 **Idioma**: el de tu aplicación de Discord, ahora { $language }.
settings-footer = El hilo de una partida mantiene el idioma de la mesa.
settings-button-confirm-on = Activar la confirmación
settings-button-confirm-off = Desactivar la confirmación
settings-button-dms-on = Activar los mensajes directos
settings-button-dms-off = Desactivar los mensajes directos
settings-button-reminders-on = Activar los avisos
settings-button-reminders-off = Desactivar los avisos
settings-language-placeholder = El idioma de mis respuestas
settings-language-option-discord = El idioma de mi aplicación de Discord ({ $language })
settings-refusal-unknown = Ese ajuste no existe.
settings-refusal-language = Todavía no hablo ese idioma; elige uno de la lista.

## La confirmación antes de una jugada que no se puede deshacer
confirm-prompt = **Antes de jugar:** { $move }
confirm-reason-chance = Esta jugada depende del azar, así que no se puede deshacer.
confirm-reason-hidden = Esta jugada roba o revela algo oculto, así que no se puede deshacer.
confirm-reason-game-ends = Esta jugada termina la partida, así que no se puede deshacer.
confirm-reason-turn-ends = Esta jugada termina tu turno, así que no se puede deshacer.
confirm-how = **Confirmar** la hace; **Volver** te lleva de nuevo a tus opciones. (`/settings` desactiva esta comprobación.)
confirm-button-yes = Confirmar
confirm-button-back = Volver
