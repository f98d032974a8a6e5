## Tische auf Einladung.

cmd-play-with-name = mit
cmd-play-with-description = Einzuladende Mitglieder als Erwähnungen: @ana @bea (jedes erhält Annehmen und Ablehnen)

invitation-prompt = { $member } lädt dich zu Partie Nr. { NUMBER($number, useGrouping: 0) } ein. Möchtest du Platz nehmen?
invitation-button-accept = Annehmen
invitation-button-decline = Ablehnen
invitation-accepted = Du sitzt jetzt in Partie Nr. { NUMBER($number, useGrouping: 0) }.
invitation-declined = Du hast die Einladung zu Partie Nr. { NUMBER($number, useGrouping: 0) } abgelehnt.
invitation-refusal-none = Hier wartet keine Einladung und keine Anfrage mehr auf eine Antwort.
invitation-refusal-nobody = Nenne mindestens ein anderes Mitglied, etwa mit einer Erwähnung wie @Name.
invitation-refusal-too-many = Dieses Spiel hat höchstens { $seats } Plätze, wenn man die noch Eingeladenen mitzählt.
invitation-refusal-already-asked = Du hast schon angefragt; der Gastgeber hat noch nicht geantwortet.
invitation-refusal-host-only = Nur der Gastgeber kann einladen, zulassen, ablehnen oder Spieler entfernen.
