package bot

import "github.com/deckhand/deckhand/bot/internal/lru"

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
	pics *lru.Cache[uint64, drawnPicture] // made at the first put
}

type drawnPicture struct {
	png []byte
	sum uint64
}

// get returns the picture drawn of scene, if it is kept.
func (d *drawn) get(scene uint64) (png []byte, sum uint64, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pics == nil {
		return nil, 0, false
	}
	p, ok := d.pics.Get(scene)
	return p.png, p.sum, ok
}

// put keeps the picture drawn of scene, forgetting the oldest past
// drawnKeep. The PNG is never changed once drawn, so it is shared; a
// scene kept already keeps its first picture.
func (d *drawn) put(scene uint64, png []byte, sum uint64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pics == nil {
		d.pics = lru.New[uint64, drawnPicture](drawnKeep)
	}
	if _, ok := d.pics.Get(scene); ok {
		return
	}
	d.pics.Put(scene, drawnPicture{png, sum})
}
