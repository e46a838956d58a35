package discordtest

import (
	"reflect"
	"sync"

	"github.com/bwmarrin/discordgo"
)

// cloneMessage is a deep copy of a decoded message: a caller may change
// what it reads without changing what the next caller reads. Copying the
// decoded tree costs a fraction of decoding the JSON again, and a stored
// message is read far more often than it changes.
func cloneMessage(m *discordgo.Message) *discordgo.Message {
	if m == nil {
		return nil
	}
	return deepCopy(reflect.ValueOf(m)).Interface().(*discordgo.Message)
}

// deepCopy copies v and everything it reaches through pointers, slices,
// maps and interfaces. A nil stays nil and an empty slice stays empty,
// as the JSON decoder left them. A struct's unexported fields are copied
// as values (time.Time's location, say, which nobody changes). The
// decoded tree has no cycles and no shared parts, so none are tracked.
func deepCopy(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return reflect.Zero(v.Type())
		}
		p := reflect.New(v.Type().Elem())
		p.Elem().Set(deepCopy(v.Elem()))
		return p
	case reflect.Interface:
		if v.IsNil() {
			return reflect.Zero(v.Type())
		}
		out := reflect.New(v.Type()).Elem()
		out.Set(deepCopy(v.Elem()))
		return out
	case reflect.Slice:
		if v.IsNil() {
			return reflect.Zero(v.Type())
		}
		out := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		if shallow(v.Type().Elem()) {
			reflect.Copy(out, v)
			return out
		}
		for i := range v.Len() {
			out.Index(i).Set(deepCopy(v.Index(i)))
		}
		return out
	case reflect.Map:
		if v.IsNil() {
			return reflect.Zero(v.Type())
		}
		out := reflect.MakeMapWithSize(v.Type(), v.Len())
		for it := v.MapRange(); it.Next(); {
			out.SetMapIndex(it.Key(), deepCopy(it.Value()))
		}
		return out
	case reflect.Struct:
		out := reflect.New(v.Type()).Elem()
		out.Set(v)
		if shallow(v.Type()) {
			return out
		}
		for i := range v.NumField() {
			if f := out.Field(i); f.CanSet() && !shallow(f.Type()) {
				f.Set(deepCopy(v.Field(i)))
			}
		}
		return out
	case reflect.Array:
		out := reflect.New(v.Type()).Elem()
		for i := range v.Len() {
			out.Index(i).Set(deepCopy(v.Index(i)))
		}
		return out
	}
	return v
}

// shallow reports whether a value of t holds nothing a copy could share
// with its original: no pointer, slice, map or interface in its exported
// fields. Strings are immutable, so sharing them is safe.
func shallow(t reflect.Type) bool {
	if s, ok := shallowTypes.Load(t); ok {
		return s.(bool)
	}
	s := isShallow(t)
	shallowTypes.Store(t, s)
	return s
}

var shallowTypes sync.Map // reflect.Type → bool

func isShallow(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Interface, reflect.Slice, reflect.Map, reflect.Chan, reflect.Func, reflect.UnsafePointer:
		return false
	case reflect.Array:
		return isShallow(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() && !isShallow(f.Type) {
				return false
			}
		}
	}
	return true
}
