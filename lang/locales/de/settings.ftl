# /settings: die eigenen Einstellungen jedes Mitglieds und die Rückfrage vor einer Aktion,
# die nicht zurückgenommen werden kann. Die An/Aus-Zeilen beginnen mit ✅ oder ⬜.

## Der Befehl
cmd-settings-name = einstellungen
cmd-settings-description = Deine Einstellungen: endgültige Aktionen bestätigen, Direktnachrichten, Erinnerungen, Sprache.
help-settings-command = /settings
help-settings-text = Deine Einstellungen: Aktionen bestätigen, die nicht zurückgenommen werden können, geheime Ansicht per Direktnachricht, Erinnerungen, deine Sprache.

## Die Übersicht (nur das Mitglied sieht sie)
settings-title = **Deine Einstellungen** (nur du siehst sie; sie gelten auf jedem Server):
settings-confirm-on = ✅ **Aktionen bestätigen, die nicht zurückgenommen werden können**: an. Vor einer Aktion, die zieht, etwas Geheimes aufdeckt oder deinen Zug beendet, sage ich, was sie tut, und warte auf **Bestätigen**.
settings-confirm-off = ⬜ **Aktionen bestätigen, die nicht zurückgenommen werden können**: aus. Jede Aktion wird gespielt, sobald du sie wählst.
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

## Die Rückfrage vor einer Aktion, die nicht zurückgenommen werden kann
confirm-prompt = **Bevor du spielst:** { $move }
confirm-reason-chance = Bei dieser Aktion spielt der Zufall mit, deshalb kann sie nicht zurückgenommen werden.
confirm-reason-hidden = Diese Aktion zieht oder deckt etwas Geheimes auf, deshalb kann sie nicht zurückgenommen werden.
confirm-reason-game-ends = Diese Aktion beendet die Partie, deshalb kann sie nicht zurückgenommen werden.
confirm-reason-turn-ends = Diese Aktion beendet deinen Zug, deshalb kann sie nicht zurückgenommen werden.
confirm-how = **Bestätigen** spielt sie; **Zurück** bringt dich zu deiner Auswahl zurück. (`/settings` schaltet diese Rückfrage aus.)
confirm-button-yes = Bestätigen
confirm-button-back = Zurück
