package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/storage"
)

// dbKey reads DECKHAND_DB_KEY: unset, the store is plain; set, every
// value in it is sealed with this key (storage/seal.go). A key that does
// not parse is refused without being repeated.
func dbKey(getenv func(string) string) ([]byte, error) {
	v := strings.TrimSpace(getenv("DECKHAND_DB_KEY"))
	if v == "" {
		return nil, nil
	}
	return storage.ParseKey(v)
}

// snowflake is a Discord id as -forget takes it.
var snowflake = regexp.MustCompile(`^[0-9]{5,20}$`)

// tool runs one of the binary's one-off modes instead of the bot, on the
// database of DECKHAND_DB, and reports whether args asked for one:
//
//	-encrypt      seal a store written without a key with DECKHAND_DB_KEY
//	-forget <id>  erase a member from this store, as /privacy delete does
//
// Both need this shard's Deckhand stopped: the file has one user at a
// time.
func tool(args []string, getenv func(string) string, out io.Writer) (bool, error) {
	fs := flag.NewFlagSet("deckhand", flag.ContinueOnError)
	fs.SetOutput(out)
	encrypt := fs.Bool("encrypt", false, "encrypt the database of DECKHAND_DB with DECKHAND_DB_KEY, then exit")
	forget := fs.String("forget", "", "erase the member with this Discord user id from the database of DECKHAND_DB, then exit")
	if err := fs.Parse(args); err != nil {
		return true, err
	}
	if !*encrypt && *forget == "" {
		return false, nil
	}
	path := cmp.Or(getenv("DECKHAND_DB"), "data/deckhand.db")
	key, err := dbKey(getenv)
	if err != nil {
		return true, err
	}
	if *encrypt {
		if key == nil {
			return true, errors.New("-encrypt needs the key: set DECKHAND_DB_KEY (32 bytes as 64 hex digits or base64: openssl rand -base64 32)")
		}
		if err := storage.Encrypt(path, key); err != nil {
			return true, err
		}
		fmt.Fprintf(out, "encrypted %s: start Deckhand with the same DECKHAND_DB_KEY; backups written before stay unencrypted until they age out\n", path)
	}
	if *forget != "" {
		return true, forgetMember(path, key, *forget, out)
	}
	return true, nil
}

func forgetMember(path string, key []byte, id string, out io.Writer) error {
	if !snowflake.MatchString(id) {
		return fmt.Errorf("-forget %q: a Discord user id is a number (Developer Mode: right-click the member, Copy User ID)", id)
	}
	store, err := storage.OpenSealed(path, key)
	if errors.Is(err, storage.ErrLocked) {
		return fmt.Errorf("%w: stop this shard's Deckhand first, or have the member use /privacy request:delete in one of its servers", err)
	}
	if err != nil {
		return err
	}
	defer store.Close()
	got, err := store.Forget(id)
	var seated *storage.SeatedError
	if errors.As(err, &seated) {
		return fmt.Errorf("%w; nothing was erased: have the member leave them (/leave, or Leave on the lobby) or use /privacy request:delete, or run this again once they have ended", err)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "forgot %s in %s: %d tables, %d answers, %d finished games, %d forfeits rewritten; figures removed in %d servers; %d freed pages zeroed\n",
		id, path, got.Tables, got.Moves, got.History, got.Forfeits, got.Servers, got.Scrubbed)
	return nil
}

// retention is what /privacy tells members of how long things are kept.
func (c config) retention() bot.Retention {
	return bot.Retention{KeepDays: c.KeepDays, Backups: c.BackupDir != "", BackupEvery: c.BackupEvery, BackupKeep: c.BackupKeep}
}
