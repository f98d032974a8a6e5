## Tische auf Einladung.

invitation-line-invited = Noch eingeladen: { $members }
invitation-line-asking = Möchten beitreten: { $members }
invitation-line-private = Privater Tisch: Der Gastgeber entscheidet, wer beitritt.
invitation-prompt = { $member } lädt Sie zu Partie Nr. { NUMBER($number, useGrouping: 0) } ein. Möchten Sie Platz nehmen?
invitation-button-accept = Annehmen
invitation-button-decline = Ablehnen
invitation-accepted = Sie sitzen jetzt in Partie Nr. { NUMBER($number, useGrouping: 0) }.
invitation-declined = Sie haben die Einladung zu Partie Nr. { NUMBER($number, useGrouping: 0) } abgelehnt.
invitation-request-sent = Ihre Anfrage, Partie Nr. { NUMBER($number, useGrouping: 0) } beizutreten, wurde an den Gastgeber gesendet.
invitation-request-prompt = { $member } möchte Ihrer privaten Partie Nr. { NUMBER($number, useGrouping: 0) } beitreten.
invitation-button-approve = Zulassen
invitation-button-refuse = Ablehnen
invitation-request-refused = Der Gastgeber hat Ihre Anfrage für Partie Nr. { NUMBER($number, useGrouping: 0) } abgelehnt.
invitation-removed = Der Gastgeber hat Sie vom Tisch der Partie Nr. { NUMBER($number, useGrouping: 0) } entfernt.
invitation-refusal-none = Hier wartet keine Einladung und keine Anfrage mehr auf eine Antwort.
invitation-refusal-nobody = Nennen Sie mindestens ein anderes Mitglied, etwa mit einer Erwähnung wie @Name.
invitation-refusal-too-many = Dieses Spiel hat höchstens { $seats } Plätze, noch Eingeladene mitgezählt.
invitation-refusal-already-asked = Sie haben schon angefragt; der Gastgeber hat noch nicht geantwortet.
invitation-refusal-host-only = Nur der Gastgeber kann einladen, zulassen, ablehnen oder Spieler entfernen.
