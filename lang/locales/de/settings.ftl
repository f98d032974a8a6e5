# /settings: die eigenen Einstellungen jedes Mitglieds und die Rückfrage vor einem Zug,
# die nicht zurückgenommen werden kann. Die An/Aus-Zeilen beginnen mit ✅ oder ⬜.

## Der Befehl
cmd-settings-name = einstellungen
cmd-settings-description = Deine Einstellungen: endgültige Züge bestätigen, Direktnachrichten, Erinnerungen, Sprache.
help-settings-command = /settings
help-settings-text = Deine Einstellungen: Züge bestätigen, die nicht zurückgenommen werden können, geheime Ansicht per Direktnachricht, Erinnerungen, deine Sprache.

## Die Übersicht (nur das Mitglied sieht sie)
settings-title = **Deine Einstellungen** (nur du siehst sie; sie gelten auf jedem Server):
settings-confirm-on = ✅ **Züge bestätigen, die nicht zurückgenommen werden können**: an. Bevor ein Zug etwas zieht, etwas Geheimes aufdeckt oder deinen Zug beendet, sage ich dir, was er bewirkt, und warte auf **Bestätigen**.
settings-confirm-off = ⬜ **Züge bestätigen, die nicht zurückgenommen werden können**: aus. Jeder Zug wird gespielt, sobald du ihn wählst.
settings-dms-on = ✅ **Geheime Ansicht per Direktnachricht**: an. Wenn sich deine Hand (oder etwas, das nur du sehen darfst) ändert, schicke ich sie dir per Direktnachricht.
settings-dms-off = ⬜ **Geheime Ansicht per Direktnachricht**: aus. Keine Direktnachrichten: Deine geheime Ansicht zeigen dir `/hand` und der Button **Meine Hand**.
settings-reminders-on = ✅ **Erinnerungen**: an. Wenn die Hälfte deiner Zeit für eine Entscheidung um ist, erinnere ich dich.
settings-reminders-off = ⬜ **Erinnerungen**: aus. Keine Erinnerungen; die Bedenkzeit läuft trotzdem, und bei Zeitüberschreitung entscheidet die KI für dich.
settings-language-chosen = 🌐 **Sprache**: { $language }. Meine Antworten an dich und meine Direktnachrichten sind in dieser Sprache.
settings-language-discord = 🌐 **Sprache**: die deiner Discord-App, derzeit { $language }.
settings-footer = Der Thread einer Partie bleibt in der Sprache der Partie.
settings-button-confirm-on = Bestätigung einschalten
settings-button-confirm-off = Bestätigung ausschalten
settings-button-dms-on = Direktnachrichten einschalten
settings-button-dms-off = Direktnachrichten ausschalten
settings-button-reminders-on = Erinnerungen einschalten
settings-button-reminders-off = Erinnerungen ausschalten
settings-language-placeholder = Die Sprache meiner Antworten an dich
settings-language-option-discord = Die Sprache meiner Discord-App ({ $language })
settings-refusal-unknown = Diese Einstellung gibt es nicht.
settings-refusal-language = Diese Sprache spreche ich noch nicht; wähle eine aus der Liste.

## Die Rückfrage vor einem Zug, der nicht zurückgenommen werden kann
confirm-prompt = **Bevor du spielst:** { $move }
confirm-reason-chance = Bei diesem Zug spielt der Zufall mit, deshalb kann er nicht zurückgenommen werden.
confirm-reason-hidden = Dieser Zug zieht oder deckt etwas Geheimes auf, deshalb kann er nicht zurückgenommen werden.
confirm-reason-game-ends = Dieser Zug beendet die Partie, deshalb kann er nicht zurückgenommen werden.
confirm-reason-turn-ends = Damit endet dein Zug, deshalb lässt er sich nicht zurücknehmen.
confirm-how = **Bestätigen** spielt ihn; **Zurück** bringt dich zu deiner Auswahl zurück. (`/settings` schaltet diese Rückfrage aus.)
confirm-button-yes = Bestätigen
confirm-button-back = Zurück
