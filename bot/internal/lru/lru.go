// Package lru is a bounded map that forgets the least recently used
// value first: the one shape of the bot's caches (the pictures drawn
// lately, the reading room's readings).
//
// A Cache has no lock of its own: each cache of the bot is guarded by
// its owner's lock, the one the owner's other state shares (the bot's
// watched mutex, the reading room's locks), so a lock here would be a
// second one taken for nothing.
package lru

import "container/list"

// Cache keeps at most its bound of values by key. Get and Put make a key
// the most recently used; Peek does not.
type Cache[K comparable, V any] struct {
	max   int
	byKey map[K]*list.Element
	order list.List // of entry[K, V], the most recently used first
}

type entry[K comparable, V any] struct {
	key K
	val V
}

// New is an empty cache that keeps at most bound values (at least one).
func New[K comparable, V any](bound int) *Cache[K, V] {
	return &Cache[K, V]{max: max(1, bound), byKey: map[K]*list.Element{}}
}

// Get returns the value kept under k, and makes k the most recently used.
func (c *Cache[K, V]) Get(k K) (v V, ok bool) {
	e, ok := c.byKey[k]
	if !ok {
		return v, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*entry[K, V]).val, true
}

// Peek returns the value kept under k, leaving the order as it is.
func (c *Cache[K, V]) Peek(k K) (v V, ok bool) {
	e, ok := c.byKey[k]
	if !ok {
		return v, false
	}
	return e.Value.(*entry[K, V]).val, true
}

// Put keeps v under k as the most recently used, forgetting the least
// recently used past the bound.
func (c *Cache[K, V]) Put(k K, v V) {
	if e, ok := c.byKey[k]; ok {
		e.Value.(*entry[K, V]).val = v
		c.order.MoveToFront(e)
		return
	}
	c.byKey[k] = c.order.PushFront(&entry[K, V]{k, v})
	for c.order.Len() > c.max {
		old := c.order.Back()
		c.order.Remove(old)
		delete(c.byKey, old.Value.(*entry[K, V]).key)
	}
}

// Remove forgets k.
func (c *Cache[K, V]) Remove(k K) {
	if e, ok := c.byKey[k]; ok {
		c.order.Remove(e)
		delete(c.byKey, k)
	}
}

// Clear forgets every value.
func (c *Cache[K, V]) Clear() {
	clear(c.byKey)
	c.order.Init()
}

// Len is how many values are kept.
func (c *Cache[K, V]) Len() int { return c.order.Len() }
