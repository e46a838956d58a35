package keyforge

import "testing"

func init() {
	cardTests["gear-scholar"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.deck(0, "flame-lash")
		b.play(b.hand(0, "gear-scholar")[0])
		b.eq("drew", len(b.s.P[0].Hand), 1)
	}
	cardTests["aether-vault"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		v := b.artifact(0, "aether-vault")
		b.s.P[1].Aember = 2
		b.answer("act", opt('a', v))
		b.eq("on the vault", b.u(v).Aember, 1)
		b.eq("banked for forging", b.s.banked(0), 1)
		b.u(v).Doomed = true
		b.s.run()
		b.eq("aember on a destroyed artifact returns to the supply", b.s.P[1].Aember+b.s.P[0].Aember, 1)
	}
	cardTests["spring-sentry"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		h := b.hand(0, "flame-lash", "gear-scholar")
		b.play(b.hand(0, "spring-sentry")[0])
		b.pick(h[1])
		b.eq("archived", b.inZone(b.s.P[0].Archives, h[1]), true)
	}
	cardTests["cog-sparks"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		top := b.deck(0, "flame-lash")[0]
		b.play(b.hand(0, "cog-sparks")[0])
		b.eq("archived the top card", b.s.P[0].Archives, []int{top})
	}
	cardTests["tick-tutor"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.deck(0, "flame-lash")
		b.reap(b.creature(0, "tick-tutor"))
		b.eq("drew", len(b.s.P[0].Hand), 1)
	}
	cardTests["chrono-lock"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.answer("act", opt('a', b.artifact(0, "chrono-lock")))
		b.s.P[1].Aember = 7
		b.endTurn()
		b.eq("seat 1 cannot forge at 8", b.s.P[1].Keys, 0)
		b.eq("cost during their turn", b.s.keyCost(1), 8)
		b.answer("house", houseID("Emberforge"))
		b.endTurn()
		b.eq("back to 6 after their turn", b.s.keyCost(1), 6)
	}
	cardTests["overclock"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		c := b.creature(0, "cinder-brute")
		b.u(c).Exhausted = true
		b.play(b.hand(0, "overclock")[0])
		b.eq("bonus 1 + reap 1", b.s.P[0].Aember, 2)
	}
	cardTests["archivist-engine"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.artifact(1, "archivist-engine")
		b.deck(1, "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash")
		b.endTurn()
		b.eq("archived at the start of its owner's turn", len(b.s.P[1].Archives), 1)
	}
	cardTests["coil-cannon"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		a := b.artifact(0, "coil-cannon")
		ids := b.creatures(1, "moss-grazer", "seed-sower", "thorn-boar")
		b.answer("act", opt('a', a))
		if b.has("ask", cid(ids[1])) {
			t.Fatal("only flank creatures")
		}
		b.pick(ids[2])
		b.eq("damage", b.u(ids[2]).Damage, 2)
	}
	cardTests["recall-beam"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		d := b.discards(0, "gear-scholar")[0]
		b.play(b.hand(0, "recall-beam")[0])
		b.eq("back in hand", b.inZone(b.s.P[0].Hand, d), true)
	}
	cardTests["forge-savant"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.s.P[0].Aember = 9
		b.play(b.hand(0, "forge-savant")[0])
		b.eq("forged at 9", b.s.P[0].Keys, 1)
		b.eq("aember", b.s.P[0].Aember, 0)
		b2 := newBoard(t, "Cogwright")
		b2.s.P[0].Aember = 8
		b2.play(b2.hand(0, "forge-savant")[0])
		b2.eq("cannot pay 9", b2.s.P[0].Keys, 0)
	}
	cardTests["lab-assistant"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		ids := b.creatures(0, "cinder-brute", "seed-sower")
		b.answer("act", opt('p', b.hand(0, "lab-assistant")[0]))
		b.answer("flank", "pos1")
		b.eq("left neighbor armor", b.s.armor(ids[0]), 1)
		b.eq("right neighbor armor", b.s.armor(ids[1]), 1)
	}
	cardTests["scrap-golem"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.s.P[0].Token = "brass-drone"
		g := b.creature(0, "scrap-golem")
		top := b.deck(0, "flame-lash")[0]
		b.u(g).Doomed = true
		b.s.run()
		b.eq("a token took its place", b.s.P[0].Line[0].ID, top)
		b.eq("token face", b.s.name(top), "Brass Drone")
	}
	cardTests["null-field"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.play(b.hand(0, "null-field")[0])
		b.endTurn()
		b.answer("house", houseID("Emberforge"))
		f := b.hand(1, "flame-lash")[0]
		c := b.hand(1, "cinder-brute")[0]
		if b.has("act", opt('p', f)) || !b.has("act", opt('p', c)) {
			t.Fatal("no action cards during their next turn; creatures are fine")
		}
	}
	cardTests["mind-loom"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.hand(0, "flame-lash", "flame-lash")
		b.deck(0, "gear-scholar", "gear-scholar", "gear-scholar", "gear-scholar")
		b.reap(b.creature(0, "mind-loom"))
		b.answer("ask", "yes")
		b.eq("hand of 2 becomes 3", len(b.s.P[0].Hand), 3)
	}
	cardTests["calibrator"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		c := b.creature(0, "calibrator")
		o := b.creature(0, "cinder-brute")
		b.reap(c)
		b.pick(o)
		b.eq("power counter", b.s.power(o), 6)
		b.endTurn()
		b.eq("counters last", b.s.power(o), 6)
	}
	cardTests["purge-protocol"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		a := b.artifact(1, "war-totem")
		b.play(b.hand(0, "purge-protocol")[0])
		b.eq("purged", b.inZone(b.s.P[1].Purged, a), true)
	}
	cardTests["rewind-clock"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		e := b.creature(1, "moss-grazer")
		b.creature(1, "slag-tyrant")
		b.play(b.hand(0, "rewind-clock")[0])
		b.eq("on top of its owner's deck", b.s.P[1].Deck[len(b.s.P[1].Deck)-1], e)
	}
}
