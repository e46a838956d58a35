package keyforge

import "testing"

func init() {
	cardTests["moss-grazer"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		m := b.creature(0, "moss-grazer")
		o := b.creature(0, "thorn-boar")
		b.u(o).Damage = 3
		b.reap(m)
		b.eq("healed 2", b.u(o).Damage, 1)
	}
	cardTests["bloom-call"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.creatures(0, "moss-grazer", "thorn-boar", "cinder-brute")
		b.creature(1, "seed-sower")
		b.play(b.hand(0, "bloom-call")[0])
		b.eq("1 per friendly Wildroot creature", b.s.P[0].Aember, 2)
	}
	cardTests["thorn-boar"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.creature(0, "cinder-brute")
		d := b.creature(1, "thorn-boar")
		b.fight(a, d)
		if b.inPlay(a) {
			t.Fatal("hazardous 2 then 5 damage destroys the brute")
		}
	}
	cardTests["seed-sower"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.s.P[0].Token = "sapling"
		top := b.deck(0, "flame-lash")[0]
		b.reap(b.creature(0, "seed-sower"))
		b.answer("ask", "right")
		b.eq("token", b.u(top).Token, true)
		if !b.u(top).Exhausted {
			t.Fatal("tokens enter play exhausted")
		}
	}
	cardTests["root-bind"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		e := b.creature(1, "cinder-brute")
		b.play(b.hand(0, "root-bind")[0])
		b.eq("stunned", b.u(e).Stunned, true)
	}
	cardTests["grove-mother"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		ids := b.creatures(0, "seed-sower", "grove-mother", "moss-grazer", "thorn-boar")
		b.eq("left neighbor", b.s.power(ids[0]), 4)
		b.eq("right neighbor", b.s.power(ids[2]), 6)
		b.eq("not a neighbor", b.s.power(ids[3]), 5)
	}
	cardTests["dewdrop-sprite"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		c := b.creature(0, "moss-grazer")
		b.u(c).Exhausted = true
		b.play(b.hand(0, "dewdrop-sprite")[0])
		b.eq("readied", b.u(c).Exhausted, false)
	}
	cardTests["elder-stag"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		ids := b.creatures(0, "seed-sower", "elder-stag", "moss-grazer")
		b.reap(ids[1])
		b.eq("reap 1 + 1 per neighbor", b.s.P[0].Aember, 3)
	}
	cardTests["tangle-snare"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		e := b.creature(1, "cinder-brute")
		b.play(b.hand(0, "tangle-snare")[0])
		b.pick(e)
		b.eq("exhausted", b.u(e).Exhausted, true)
	}
	cardTests["bramble-wall"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.artifact(0, "bramble-wall")
		c := b.creature(0, "moss-grazer")
		e := b.creature(1, "moss-grazer")
		b.eq("friendly armor", b.s.armor(c), 1)
		b.eq("enemy armor", b.s.armor(e), 0)
	}
	cardTests["pollen-drift"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		ids := b.creatures(0, "moss-grazer", "thorn-boar")
		b.u(ids[0]).Damage, b.u(ids[1]).Damage = 3, 4
		b.deck(0, "flame-lash")
		b.play(b.hand(0, "pollen-drift")[0])
		b.eq("healed", b.u(ids[0]).Damage+b.u(ids[1]).Damage, 0)
		b.eq("drew", len(b.s.P[0].Hand), 1)
	}
	cardTests["mire-toad"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.creature(0, "molten-colossus")
		l := b.creature(1, "seed-sower")
		m := b.creature(1, "mire-toad")
		b.answer("act", opt('f', a))
		if b.has("target", cid(l)) {
			t.Fatal("taunt")
		}
		b.answer("target", cid(m))
		if b.inPlay(a) {
			t.Fatal("poison")
		}
	}
	cardTests["bark-skin"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.s.P[0].Token = "sapling"
		c := b.creature(0, "moss-grazer")
		b.playOn(b.hand(0, "bark-skin")[0], c)
		b.eq("armor", b.s.armor(c), 2)
		top := b.deck(0, "flame-lash")[0]
		b.u(c).Doomed = true
		b.s.run()
		b.eq("its host's Destroyed: made a token", b.s.P[0].Line[0].ID, top)
	}
	cardTests["old-growth"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.artifact(0, "old-growth")
		b.artifact(1, "old-growth")
		b.endTurn()
		b.eq("only at the end of its owner's turn", b.s.P[0].Aember+10*b.s.P[1].Aember, 1)
	}
	cardTests["pounce"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		w := b.creature(1, "seed-sower")
		b.creature(1, "cinder-brute")
		b.play(b.hand(0, "pounce")[0])
		b.eq("the least powerful is destroyed", b.inPlay(w), false)
	}
	cardTests["spore-cloud"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		ids := b.creatures(1, "seed-sower", "cinder-brute", "moss-grazer")
		b.play(b.hand(0, "spore-cloud")[0])
		b.eq("flanks", b.u(ids[0]).Stunned && b.u(ids[2]).Stunned, true)
		b.eq("middle", b.u(ids[1]).Stunned, false)
	}
	cardTests["twisting-vines"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.creatures(1, "seed-sower", "cinder-brute", "moss-grazer")
		b.play(b.hand(0, "twisting-vines")[0])
		b.eq("line", b.line(1), []string{"moss-grazer", "cinder-brute", "seed-sower"})
	}
	cardTests["pack-leader"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		l := b.creature(0, "pack-leader")
		h := b.creature(0, "ash-hound")
		s := b.creature(0, "seed-sower")
		b.eq("beast", b.s.power(h), 4)
		b.eq("not a beast", b.s.power(s), 2)
		b.eq("not itself", b.s.power(l), 4)
	}
}
