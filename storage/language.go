package storage

import (
	bolt "go.etcd.io/bbolt"
)

// bucketLanguages holds each server's language: guild id -> Language.
// Public messages (boards, lobbies, timer lines) are in it, and many are
// posted with no interaction to tell the server's Discord locale, so the
// locale last seen is kept beside the organiser's choice.
var bucketLanguages = []byte("languages")

// Language is what a server reads: the language an organiser set with
// /settings (a Discord locale, "" for none) and the server's own Discord
// locale as its last interaction said it.
type Language struct {
	Set    string `json:",omitempty"`
	Locale string `json:",omitempty"`
}

var languageKey = []byte("language")

// ServerLanguage returns guild's language record; the zero Language for
// a server never seen.
func (s *Store) ServerLanguage(guild string) (Language, error) {
	var l Language
	err := s.view(func(tx *bolt.Tx) error {
		if b := bucket(tx, bucketLanguages, guild); b != nil {
			_, err := getJSON(b, languageKey, &l)
			return err
		}
		return nil
	})
	return l, err
}

// SetServerLanguage records the language an organiser chose for guild
// ("" goes back to the server's Discord locale).
func (s *Store) SetServerLanguage(guild, tag string) error {
	return s.updateLanguage(guild, func(l *Language) { l.Set = tag })
}

// RememberServerLocale records guild's Discord locale.
func (s *Store) RememberServerLocale(guild, locale string) error {
	return s.updateLanguage(guild, func(l *Language) { l.Locale = locale })
}

func (s *Store) updateLanguage(guild string, change func(*Language)) error {
	return s.db.Update(func(tx *bolt.Tx) error {
		b, err := guildBucket(tx, bucketLanguages, guild)
		if err != nil {
			return err
		}
		var l Language
		if _, err := getJSON(b, languageKey, &l); err != nil {
			return err
		}
		change(&l)
		return putJSON(b, languageKey, l)
	})
}
