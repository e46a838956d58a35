package lru

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// kept is every key c keeps, the most recently used first.
func kept(c *Cache[string, int]) []string {
	var out []string
	for e := c.order.Front(); e != nil; e = e.Next() {
		out = append(out, e.Value.(*entry[string, int]).key)
	}
	return out
}

func TestTheLeastRecentlyUsedGoesFirstPastTheBound(t *testing.T) {
	c := New[string, int](3)
	for i, k := range []string{"a", "b", "c", "d"} {
		c.Put(k, i)
	}
	assert.Equal(t, []string{"d", "c", "b"}, kept(c), "a, put first, went first")
	assert.Equal(t, 3, c.Len(), "never more than the bound")
	_, ok := c.Get("a")
	assert.False(t, ok)
	c.Put("e", 4)
	assert.Equal(t, []string{"e", "d", "c"}, kept(c))
}

func TestAHitMovesItsKeyToTheFront(t *testing.T) {
	c := New[string, int](3)
	c.Put("a", 1)
	c.Put("b", 2)
	c.Put("c", 3)
	v, ok := c.Get("a")
	assert.True(t, ok)
	assert.Equal(t, 1, v)
	assert.Equal(t, []string{"a", "c", "b"}, kept(c))
	c.Put("d", 4)
	assert.Equal(t, []string{"d", "a", "c"}, kept(c), "b, used least lately, went; a, just read, stayed")
}

func TestAPutOfAKeptKeyReplacesItsValueAndMovesItToTheFront(t *testing.T) {
	c := New[string, int](3)
	c.Put("a", 1)
	c.Put("b", 2)
	c.Put("a", 10)
	assert.Equal(t, []string{"a", "b"}, kept(c))
	v, _ := c.Get("a")
	assert.Equal(t, 10, v)
}

func TestAPeekLeavesTheOrder(t *testing.T) {
	c := New[string, int](2)
	c.Put("a", 1)
	c.Put("b", 2)
	v, ok := c.Peek("a")
	assert.True(t, ok)
	assert.Equal(t, 1, v)
	c.Put("c", 3)
	assert.Equal(t, []string{"c", "b"}, kept(c), "a, only peeked at, was still the least recently used")
}

func TestRemoveAndClearForget(t *testing.T) {
	c := New[string, int](3)
	c.Put("a", 1)
	c.Put("b", 2)
	c.Remove("a")
	c.Remove("x")
	assert.Equal(t, []string{"b"}, kept(c))
	c.Clear()
	assert.Zero(t, c.Len())
	_, ok := c.Get("b")
	assert.False(t, ok)
	c.Put("c", 3)
	assert.Equal(t, []string{"c"}, kept(c), "a cleared cache keeps values again")
}

func TestTheBoundIsAtLeastOne(t *testing.T) {
	c := New[string, int](0)
	c.Put("a", 1)
	c.Put("b", 2)
	assert.Equal(t, []string{"b"}, kept(c))
}
