package bot

import (
	"cmp"
	"fmt"
	"math"
	"reflect"
	"slices"

	"github.com/deckhand/deckhand/bot/discord"
)

// fingerprint identifies what a message shows: a hash of every value in
// it, its Plain view included, nested components followed through their
// pointers and interfaces. Every live hand is fingerprinted at every
// change of its table, so the hash walks the values themselves (FNV-1a)
// instead of encoding them as JSON: discordgo encodes each Components V2
// component with its own MarshalJSON, and encoding/json validates and
// compacts what each level returns, so a container's text was scanned
// once per level it is nested in (a V2 hand cost about four times a
// classic one). Two messages that encode alike hash alike; a nil slice
// and an empty one differ, as null and [] do.
func fingerprint(m discord.Message) uint64 {
	h := hasher(fnvOffset)
	h.value(reflect.ValueOf(m))
	return uint64(h)
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// hasher is an FNV-1a hash, written to without an interface call per byte.
type hasher uint64

func (h *hasher) byte(b byte) { *h = (*h ^ hasher(b)) * fnvPrime }

func (h *hasher) uint(u uint64) {
	for range 8 {
		h.byte(byte(u))
		u >>= 8
	}
}

// string hashes s with its length first, so that "ab","c" and "a","bc"
// differ.
func (h *hasher) string(s string) {
	h.uint(uint64(len(s)))
	for i := range len(s) {
		h.byte(s[i])
	}
}

// value hashes v, its kind first so that values of different shapes
// never hash alike by their bytes alone. Functions and channels show
// nothing and are passed by; messages hold no cycles.
func (h *hasher) value(v reflect.Value) {
	h.byte(byte(v.Kind()))
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			h.byte(1)
		} else {
			h.byte(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		h.uint(uint64(v.Int()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		h.uint(v.Uint())
	case reflect.Float32, reflect.Float64:
		h.uint(math.Float64bits(v.Float()))
	case reflect.String:
		h.string(v.String())
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			h.byte(0)
			return
		}
		h.byte(1)
		if v.Kind() == reflect.Interface {
			// A button and a select with the same fields differ.
			h.string(v.Elem().Type().String())
		}
		h.value(v.Elem())
	case reflect.Slice:
		if v.IsNil() {
			h.byte(0)
			return
		}
		h.byte(1)
		if v.Type().Elem().Kind() == reflect.Uint8 {
			h.string(string(v.Bytes()))
			return
		}
		h.elements(v)
	case reflect.Array:
		h.elements(v)
	case reflect.Struct:
		for i := range v.NumField() {
			h.value(v.Field(i))
		}
	case reflect.Map:
		// Keys in a fixed order: a map's own order changes run to run.
		keys := v.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return cmp.Compare(fmt.Sprint(a), fmt.Sprint(b)) })
		h.uint(uint64(len(keys)))
		for _, k := range keys {
			h.value(k)
			h.value(v.MapIndex(k))
		}
	}
}

func (h *hasher) elements(v reflect.Value) {
	h.uint(uint64(v.Len()))
	for i := range v.Len() {
		h.value(v.Index(i))
	}
}
