package bot

import (
	"container/list"
)

// drawnKeep is how many pictures drawn lately are kept, by scene. A
// picture is drawn before the message that carries it is answered, so a
// Hand pressed again on an unchanged hand, a replay step stepped back
// to, or a board posted again would each draw the same picture anew
// (3-10 ms of a core on two cores shared by every table); a PNG is some
// 30-45 kB, so 64 of them cost under 3 MB.
const drawnKeep = 64

// drawn keeps the pictures drawn lately, by the scene's sum (takenScene.sum,
// which covers the scene and the seats' names): the same sum draws the
// same picture. It has its own lock, a leaf.
type drawn struct {
	mu   mutex
	byID map[uint64]*list.Element
	lru  list.List // of drawnPicture, the newest first
}

type drawnPicture struct {
	scene uint64
	png   []byte
	sum   uint64
}

// get returns the picture drawn of scene, if it is kept.
func (d *drawn) get(scene uint64) (png []byte, sum uint64, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	e, ok := d.byID[scene]
	if !ok {
		return nil, 0, false
	}
	d.lru.MoveToFront(e)
	p := e.Value.(drawnPicture)
	return p.png, p.sum, true
}

// put keeps the picture drawn of scene, forgetting the oldest past
// drawnKeep. The PNG is never changed once drawn, so it is shared.
func (d *drawn) put(scene uint64, png []byte, sum uint64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.byID == nil {
		d.byID = map[uint64]*list.Element{}
	}
	if e, ok := d.byID[scene]; ok {
		d.lru.MoveToFront(e)
		return
	}
	d.byID[scene] = d.lru.PushFront(drawnPicture{scene, png, sum})
	for d.lru.Len() > drawnKeep {
		old := d.lru.Back()
		d.lru.Remove(old)
		delete(d.byID, old.Value.(drawnPicture).scene)
	}
}
