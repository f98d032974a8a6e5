# /settings : les choix propres à chaque membre, et la confirmation avant un coup qui ne
# peut pas être annulé. Les lignes activé/désactivé commencent par ✅ ou ⬜ pour se lire d’un coup d’œil.

## La commande
cmd-settings-name = paramètres
cmd-settings-description = Vos choix : confirmer les coups définitifs, vue privée en message privé, rappels, langue.
help-settings-command = /settings
help-settings-text = Vos choix : confirmer les coups qui ne peuvent pas être annulés, vue privée en message privé, rappels, votre langue.

## Le panneau (seul le membre le voit)
settings-title = **Vos paramètres** (vous seul les voyez ; ils valent sur tous les serveurs) :
settings-confirm-on = ✅ **Confirmer les coups qui ne peuvent pas être annulés** : activé. Avant un coup qui fait piocher, révèle quelque chose de caché ou termine votre tour, je dis ce qu’il fait et j’attends **Confirmer**.
settings-confirm-off = ⬜ **Confirmer les coups qui ne peuvent pas être annulés** : désactivé. Chaque coup est joué dès que vous le choisissez.
settings-dms-on = ✅ **Vue privée en message privé** : activé. Quand votre main (ou tout ce que vous seul pouvez voir) change, je vous l’envoie en message privé.
settings-dms-off = ⬜ **Vue privée en message privé** : désactivé. Aucun message privé : consultez votre vue privée avec `/hand` ou le bouton **Ma main**.
settings-reminders-on = ✅ **Rappels** : activé. Quand la moitié de votre temps pour une décision est écoulée, je vous le rappelle.
settings-reminders-off = ⬜ **Rappels** : désactivé. Aucun rappel ; le temps continue de courir et, à son expiration, l’IA décide pour vous.
settings-language-chosen = 🌐 **Langue** : { $language }. Mes réponses et mes messages privés vous parviennent dans cette langue.
settings-language-discord = 🌐 **Langue** : celle de votre application Discord, actuellement { $language }.
settings-footer = Le fil d’une partie garde la langue de la table.
settings-button-confirm-on = Activer la confirmation
settings-button-confirm-off = Désactiver la confirmation
settings-button-dms-on = Activer les messages privés
settings-button-dms-off = Désactiver les messages privés
settings-button-reminders-on = Activer les rappels
settings-button-reminders-off = Désactiver les rappels
settings-language-placeholder = La langue de mes réponses
settings-language-option-discord = La langue de mon application Discord ({ $language })
settings-refusal-unknown = Ce paramètre n’existe pas.
settings-refusal-language = Je ne parle pas encore cette langue ; choisissez-en une dans la liste.

## La confirmation avant un coup qui ne peut pas être annulé
confirm-prompt = **Avant de jouer :** { $move }
confirm-reason-chance = Ce coup fait intervenir le hasard : il ne peut donc pas être annulé.
confirm-reason-hidden = Ce coup fait piocher ou révèle quelque chose de caché : il ne peut donc pas être annulé.
confirm-reason-game-ends = Ce coup termine la partie : il ne peut donc pas être annulé.
confirm-reason-turn-ends = Ce coup termine votre tour : il ne peut donc pas être annulé.
confirm-how = **Confirmer** le joue ; **Retour** revient à vos choix. (`/settings` désactive cette vérification.)
confirm-button-yes = Confirmer
confirm-button-back = Retour
