package serial

import "sync"

// Keyed is a Queue for each key in use, such as a message whose clicks'
// answers must go out in order; a key's queue is dropped once no job of
// it waits. The zero value is ready to use.
type Keyed struct {
	mu sync.Mutex
	by map[string]*keyed
}

type keyed struct {
	q     Queue
	users int // jobs given it and not yet done; it is dropped at zero
}

// Do runs f on key's queue, after the jobs given it before, and returns
// f's error.
func (k *Keyed) Do(key string, f func() error) (err error) {
	k.mu.Lock()
	if k.by == nil {
		k.by = map[string]*keyed{}
	}
	q := k.by[key]
	if q == nil {
		q = &keyed{}
		k.by[key] = q
	}
	q.users++
	k.mu.Unlock()
	defer func() {
		k.mu.Lock()
		defer k.mu.Unlock()
		if q.users--; q.users == 0 {
			delete(k.by, key)
		}
	}()
	q.q.Do(func() { err = f() })
	return err
}

// keys is how many keys have a queue.
func (k *Keyed) keys() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.by)
}
