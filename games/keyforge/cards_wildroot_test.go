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
		b.eq("1 per friendly Wildroot creature", b.s.table.P[0].Aember, 2)
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
		b.s.table.P[0].Token = "sapling"
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
		b.eq("left neighbor", b.s.table.power(ids[0]), 4)
		b.eq("right neighbor", b.s.table.power(ids[2]), 6)
		b.eq("not a neighbor", b.s.table.power(ids[3]), 5)
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
		b.eq("reap 1 + 1 per neighbor", b.s.table.P[0].Aember, 3)
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
		b.eq("friendly armor", b.s.table.armor(c), 1)
		b.eq("enemy armor", b.s.table.armor(e), 0)
	}
	cardTests["pollen-drift"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		ids := b.creatures(0, "moss-grazer", "thorn-boar")
		b.u(ids[0]).Damage, b.u(ids[1]).Damage = 3, 4
		b.deck(0, "flame-lash")
		b.play(b.hand(0, "pollen-drift")[0])
		b.eq("healed", b.u(ids[0]).Damage+b.u(ids[1]).Damage, 0)
		b.eq("drew", len(b.s.table.P[0].Hand), 1)
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
		b.s.table.P[0].Token = "sapling"
		c := b.creature(0, "moss-grazer")
		b.playOn(b.hand(0, "bark-skin")[0], c)
		b.eq("armor", b.s.table.armor(c), 2)
		top := b.deck(0, "flame-lash")[0]
		b.u(c).Doomed = true
		b.s.run()
		b.eq("its host's Destroyed: made a token", b.s.table.P[0].Line[0].ID, top)
	}
	cardTests["old-growth"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.artifact(0, "old-growth")
		b.artifact(1, "old-growth")
		b.endTurn()
		b.eq("only at the end of its owner's turn", b.s.table.P[0].Aember+10*b.s.table.P[1].Aember, 1)
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
		b.eq("beast", b.s.table.power(h), 4)
		b.eq("not a beast", b.s.table.power(s), 2)
		b.eq("not itself", b.s.table.power(l), 4)
	}
	// Burrow Hare: elusive, and it leaves a token creature when destroyed.
	cardTests["burrow-hare"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.s.table.P[0].Token = "sapling"
		h := b.creature(0, "burrow-hare")
		b.eq("elusive", b.s.table.keyword(h, "elusive"), 1)
		top := b.deck(0, "flame-lash")[0]
		b.u(h).Doomed = true
		b.s.run()
		b.eq("a token took its place", b.s.table.P[0].Line[0].ID, top)
	}
	// Ironbark Treant: a taunting tree that heals fully when it reaps.
	cardTests["ironbark-treant"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		tr := b.creature(0, "ironbark-treant")
		b.u(tr).Damage = 5
		b.reap(tr)
		b.eq("fully healed", b.u(tr).Damage, 0)
		b.eq("taunt", b.s.table.keyword(tr, "taunt"), 1)
	}
	// Herd Caller: its reap readies another friendly beast, not a druid.
	cardTests["herd-caller"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		hc := b.creature(0, "herd-caller")
		beast := b.creature(0, "moss-grazer")
		druid := b.creature(0, "seed-sower")
		b.u(beast).Exhausted, b.u(druid).Exhausted = true, true
		b.reap(hc)
		b.eq("the beast readies", b.u(beast).Exhausted, false)
		b.eq("the druid stays exhausted", b.u(druid).Exhausted, true)
	}
	// Wild Growth: two token creatures at once.
	cardTests["wild-growth"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.s.table.P[0].Token = "sapling"
		b.creature(0, "moss-grazer")
		b.deck(0, "flame-lash", "ash-hound")
		b.play(b.hand(0, "wild-growth")[0])
		b.answer("ask", "right")
		b.eq("grazer and 2 tokens", b.line(0), []string{"moss-grazer", "ash-hound", "flame-lash"})
		b.eq("both face down", b.s.table.P[0].Line[1].Token && b.s.table.P[0].Line[2].Token, true)
	}
	// Regrowth: a creature comes back from the discard pile to hand.
	cardTests["regrowth"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		d := b.discards(0, "flame-lash", "moss-grazer")
		b.play(b.hand(0, "regrowth")[0])
		b.eq("the creature is back in hand", b.inZone(b.s.table.P[0].Hand, d[1]), true)
		b.eq("an action is not a creature", b.inZone(b.s.table.P[0].Discard, d[0]), true)
	}
	// Thornhide Bear: it heals fully after each fight it survives.
	cardTests["thornhide-bear"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		bear := b.creature(0, "thornhide-bear")
		b.u(bear).Damage = 2
		b.fight(bear, b.creature(1, "seed-sower"))
		b.eq("fully healed after taking 2 more", b.u(bear).Damage, 0)
	}
	// Den Mother: playing her makes a token creature too.
	cardTests["den-mother"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.s.table.P[0].Token = "sapling"
		top := b.deck(0, "flame-lash")[0]
		b.play(b.hand(0, "den-mother")[0])
		b.answer("ask", "left")
		b.eq("a token on the left flank", b.s.table.P[0].Line[0].ID, top)
		b.eq("face down", b.s.table.P[0].Line[0].Token, true)
	}
	// Canopy Spider: its reap stuns an enemy creature.
	cardTests["canopy-spider"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		e := b.creature(1, "cinder-brute")
		b.reap(b.creature(0, "canopy-spider"))
		b.eq("stunned", b.u(e).Stunned, true)
	}
	// Standing Stones: fully heal a damaged friendly creature; if one was healed, gain 1.
	cardTests["standing-stones"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		c := b.creature(0, "moss-grazer")
		b.u(c).Damage = 3
		b.answer("act", opt('a', b.artifact(0, "standing-stones")))
		b.eq("healed", b.u(c).Damage, 0)
		b.eq("gain 1", b.s.table.P[0].Aember, 1)
		b2 := newBoard(t, "Wildroot")
		b2.creature(0, "moss-grazer")
		b2.answer("act", opt('a', b2.artifact(0, "standing-stones")))
		b2.eq("nothing to heal: no gain", b2.s.table.P[0].Aember, 0)
	}
	// Nursery Grove: each use makes a token creature.
	cardTests["nursery-grove"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.s.table.P[0].Token = "sapling"
		top := b.deck(0, "flame-lash")[0]
		b.answer("act", opt('a', b.artifact(0, "nursery-grove")))
		b.eq("a token creature", b.line(0), []string{"flame-lash"})
		b.eq("face down", b.u(top).Token, true)
	}
	// Antler Crown: +2 power and hazardous 2 for its host.
	cardTests["antler-crown"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		c := b.creature(0, "seed-sower")
		b.playOn(b.hand(0, "antler-crown")[0], c)
		b.eq("power", b.s.table.power(c), 4)
		b.eq("hazardous", b.s.table.keyword(c, "hazardous"), 2)
	}
	// Stampede: 1 damage to an enemy creature for each friendly beast.
	cardTests["stampede"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		b.creatures(0, "moss-grazer", "thorn-boar", "seed-sower")
		e := b.creature(1, "cinder-brute")
		b.play(b.hand(0, "stampede")[0])
		b.eq("two beasts, 2 damage (the druid is no beast)", b.u(e).Damage, 2)
	}
	// Fungal Bloom: when destroyed it fully heals each other friendly creature.
	cardTests["fungal-bloom"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		fb := b.creature(0, "fungal-bloom")
		f := b.creature(0, "moss-grazer")
		e := b.creature(1, "cinder-brute")
		b.u(f).Damage, b.u(e).Damage = 3, 1
		b.u(fb).Doomed = true
		b.s.run()
		b.eq("the friendly creature is healed", b.u(f).Damage, 0)
		b.eq("the enemy is not", b.u(e).Damage, 1)
	}
	// Nettle Sprite: elusive, and each reap gains 1 more.
	cardTests["nettle-sprite"] = func(t *testing.T) {
		b := newBoard(t, "Wildroot")
		n := b.creature(0, "nettle-sprite")
		b.reap(n)
		b.eq("reap 1 + gain 1", b.s.table.P[0].Aember, 2)
		b.eq("elusive", b.s.table.keyword(n, "elusive"), 1)
	}
}
