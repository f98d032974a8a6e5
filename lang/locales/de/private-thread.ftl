## Der Thread eines privaten Tisches (cogs/private_thread.py): seine erste Zeile, sein Knopf Zuschauer einladen,
## das Mitgliedermenü, das er öffnet, und die Antworten. $member, $player: eine Erwähnung; $number: die Nummer einer Partie.

private-thread-welcome = 🔒 Ein privater Tisch: Nur seine Spieler sehen diesen Thread. Wer mitspielt, kann mit **{ private-thread-button-invite }** jemanden zusehen lassen.
# $reason: learn-public-no-permission oder learn-public-channel.
private-thread-public = Dieser Tisch ist privat, aber dieser Kanal kann keinen privaten Thread aufnehmen ({ $reason }), darum liegt Partie Nr. { NUMBER($number, useGrouping: 0) } in diesem öffentlichen Thread: Alle hier können zusehen.
private-thread-button-invite = Zuschauer einladen
private-thread-pick = Wer darf Partie Nr. { NUMBER($number, useGrouping: 0) } zusehen? Das Mitglied, das du wählst, kommt in diesen Thread: Es kann ihn lesen, aber nicht mitspielen.
private-thread-pick-placeholder = Wähle ein Mitglied, das zusieht
private-thread-invited = { $member } kann Partie Nr. { NUMBER($number, useGrouping: 0) } jetzt in diesem Thread zusehen.
private-thread-announce = { $player } hat { $member } zum Zusehen eingeladen.

private-thread-refusal-players-only = Nur die Spieler dieses Tisches können Zuschauer einladen.
private-thread-refusal-public = Der Thread dieser Partie ist öffentlich: Alle im Kanal können schon zusehen.
private-thread-refusal-bot = Ein Bot kann nicht zum Zusehen eingeladen werden.
private-thread-refusal-player = { $member } spielt an diesem Tisch mit und ist schon in diesem Thread.
private-thread-refusal-already = { $member } sieht diesen Thread schon.
private-thread-refusal-failed = Discord hat den Bot { $member } nicht zu diesem Thread hinzufügen lassen.
private-thread-refusal-gone = Den Thread dieser Partie gibt es nicht mehr, darum kann niemand dazu eingeladen werden.
