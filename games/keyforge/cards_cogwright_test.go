package keyforge

import "testing"

func init() {
	cardTests["gear-scholar"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.deck(0, "flame-lash")
		b.play(b.hand(0, "gear-scholar")[0])
		b.eq("drew", len(b.s.table.P[0].Hand), 1)
	}
	cardTests["aether-vault"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		v := b.artifact(0, "aether-vault")
		b.s.table.P[1].Aember = 2
		b.answer("act", opt('a', v))
		b.eq("on the vault", b.u(v).Aember, 1)
		b.eq("banked for forging", b.s.table.banked(0), 1)
		b.u(v).Doomed = true
		b.s.run()
		b.eq("aember on a destroyed artifact returns to the supply", b.s.table.P[1].Aember+b.s.table.P[0].Aember, 1)
	}
	cardTests["spring-sentry"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		h := b.hand(0, "flame-lash", "gear-scholar")
		b.play(b.hand(0, "spring-sentry")[0])
		b.pick(h[1])
		b.eq("archived", b.inZone(b.s.table.P[0].Archives, h[1]), true)
	}
	cardTests["cog-sparks"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		top := b.deck(0, "flame-lash")[0]
		b.play(b.hand(0, "cog-sparks")[0])
		b.eq("archived the top card", b.s.table.P[0].Archives, []int{top})
	}
	cardTests["tick-tutor"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.deck(0, "flame-lash")
		b.reap(b.creature(0, "tick-tutor"))
		b.eq("drew", len(b.s.table.P[0].Hand), 1)
	}
	cardTests["chrono-lock"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.answer("act", opt('a', b.artifact(0, "chrono-lock")))
		b.s.table.P[1].Aember = 7
		b.endTurn()
		b.eq("seat 1 cannot forge at 8", b.s.table.P[1].Keys, 0)
		b.eq("cost during their turn", b.s.table.keyCost(1), 8)
		b.answer("house", houseID("Emberforge"))
		b.endTurn()
		b.eq("back to 6 after their turn", b.s.table.keyCost(1), 6)
	}
	cardTests["overclock"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		c := b.creature(0, "cinder-brute")
		b.u(c).Exhausted = true
		b.play(b.hand(0, "overclock")[0])
		b.eq("bonus 1 + reap 1", b.s.table.P[0].Aember, 2)
	}
	cardTests["archivist-engine"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.artifact(1, "archivist-engine")
		b.deck(1, "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash", "flame-lash")
		b.endTurn()
		b.eq("archived at the start of its owner's turn", len(b.s.table.P[1].Archives), 1)
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
		b.eq("damage 3 (2 in the first edition)", b.u(ids[2]).Damage, 3)
	}
	cardTests["recall-beam"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		d := b.discards(0, "gear-scholar")[0]
		b.play(b.hand(0, "recall-beam")[0])
		b.eq("back in hand", b.inZone(b.s.table.P[0].Hand, d), true)
	}
	cardTests["forge-savant"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.s.table.P[0].Aember = 9
		b.play(b.hand(0, "forge-savant")[0])
		b.eq("forged at 9", b.s.table.P[0].Keys, 1)
		b.eq("aember", b.s.table.P[0].Aember, 0)
		b2 := newBoard(t, "Cogwright")
		b2.s.table.P[0].Aember = 8
		b2.play(b2.hand(0, "forge-savant")[0])
		b2.eq("cannot pay 9", b2.s.table.P[0].Keys, 0)
	}
	cardTests["lab-assistant"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		ids := b.creatures(0, "cinder-brute", "seed-sower")
		b.answer("act", opt('p', b.hand(0, "lab-assistant")[0]))
		b.answer("flank", "pos1")
		b.eq("left neighbor armor", b.s.table.armor(ids[0]), 1)
		b.eq("right neighbor armor", b.s.table.armor(ids[1]), 1)
		b.eq("power 3 (2 in the first edition)", b.s.table.power(b.s.table.P[0].Line[1].ID), 3)
	}
	cardTests["scrap-golem"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.s.table.P[0].Token = "brass-drone"
		g := b.creature(0, "scrap-golem")
		top := b.deck(0, "flame-lash")[0]
		b.u(g).Doomed = true
		b.s.run()
		b.eq("a token took its place", b.s.table.P[0].Line[0].ID, top)
		b.eq("token face", b.s.table.name(top), "Brass Drone")
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
		b.eq("hand of 2 becomes 3", len(b.s.table.P[0].Hand), 3)
	}
	cardTests["calibrator"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		c := b.creature(0, "calibrator")
		o := b.creature(0, "cinder-brute")
		b.reap(c)
		b.pick(o)
		b.eq("power counter", b.s.table.power(o), 6)
		b.endTurn()
		b.eq("counters last", b.s.table.power(o), 6)
	}
	cardTests["purge-protocol"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		a := b.artifact(1, "war-totem")
		b.play(b.hand(0, "purge-protocol")[0])
		b.eq("purged", b.inZone(b.s.table.P[1].Purged, a), true)
	}
	cardTests["rewind-clock"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		e := b.creature(1, "moss-grazer")
		b.creature(1, "slag-tyrant")
		b.play(b.hand(0, "rewind-clock")[0])
		b.eq("on top of its owner's deck", b.s.table.P[1].Deck[len(b.s.table.P[1].Deck)-1], e)
	}
	// Clockwork Owl: each reap archives the top card of the deck.
	cardTests["clockwork-owl"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		top := b.deck(0, "gear-scholar", "flame-lash")[1]
		o := b.creature(0, "clockwork-owl")
		b.reap(o)
		b.eq("archived the top card", b.s.table.P[0].Archives, []int{top})
		b.eq("elusive", b.s.table.keyword(o, "elusive"), 1)
	}
	// Brass Archivist: brings an artifact back from the discard pile.
	cardTests["brass-archivist"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		d := b.discards(0, "coil-cannon", "gear-scholar")
		b.play(b.hand(0, "brass-archivist")[0])
		b.eq("the artifact is back in hand", b.inZone(b.s.table.P[0].Hand, d[0]), true)
		b.eq("a creature is not an artifact", b.inZone(b.s.table.P[0].Discard, d[1]), true)
		b.eq("its Æmber bonus (none in the first edition)", b.s.table.P[0].Aember, 1)
	}
	// Gyro Sentinel: a taunting construct shields its neighbors.
	cardTests["gyro-sentinel"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		a := b.creature(1, "cinder-brute")
		b.s.Active, b.s.House = 1, "Emberforge"
		n := b.creature(0, "gear-scholar")
		g := b.creature(0, "gyro-sentinel")
		b.answer("act", opt('f', a))
		if b.has("target", cid(n)) || !b.has("target", cid(g)) {
			t.Fatal("taunt protects the neighbor")
		}
	}
	// Reading Lamp: each use draws a card, in any house (omni).
	cardTests["reading-lamp"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		b.deck(0, "flame-lash")
		b.answer("act", opt('o', b.artifact(0, "reading-lamp")))
		b.eq("drew 1, whatever house was chosen (omni since the second edition)", len(b.s.table.P[0].Hand), 1)
	}
	// Cipher Press: forging a key draws its owner 2 cards.
	cardTests["cipher-press"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.artifact(1, "cipher-press")
		b.s.table.P[1].Aember = 6
		b.deck(1, "flame-lash", "gear-scholar", "ash-hound")
		b.endTurn()
		b.eq("seat 1 forged", b.s.table.P[1].Keys, 1)
		b.eq("and drew 2", len(b.s.table.P[1].Hand), 2)
	}
	// Tinker's Kit: +1 armor, and its host draws a card when it reaps.
	cardTests["tinkers-kit"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		c := b.creature(0, "gear-scholar")
		b.playOn(b.hand(0, "tinkers-kit")[0], c)
		b.eq("armor", b.s.table.armor(c), 1)
		b.deck(0, "flame-lash")
		b.reap(c)
		b.eq("the host's Reap: draw 1", len(b.s.table.P[0].Hand), 1)
		b.eq("bonus 1 + reap 1", b.s.table.P[0].Aember, 2)
	}
	// Eureka: draw 2 cards.
	cardTests["eureka"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.deck(0, "flame-lash", "ash-hound", "gear-scholar")
		b.play(b.hand(0, "eureka")[0])
		b.eq("drew 2", len(b.s.table.P[0].Hand), 2)
	}
	// Gear Jam: the opponent's keys cost 8 during their next turn.
	cardTests["gear-jam"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.s.table.P[1].Aember = 7
		b.play(b.hand(0, "gear-jam")[0])
		b.endTurn()
		b.eq("7Æ is short of the 8 a key costs", b.s.table.P[1].Keys, 0)
		b.eq("key cost", b.s.table.keyCost(1), 8)
	}
	// Mechanical Scribe: deployed between two creatures, it draws 2.
	cardTests["mechanical-scribe"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.creatures(0, "gear-scholar", "tick-tutor")
		b.deck(0, "flame-lash", "ash-hound", "cinder-brute")
		b.answer("act", opt('p', b.hand(0, "mechanical-scribe")[0]))
		b.answer("flank", "pos1")
		b.eq("a card for each of its 2 neighbors", len(b.s.table.P[0].Hand), 2)
	}
	// Drafting Table: each use archives a card from hand and gains 1Æ if it does.
	cardTests["drafting-table"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		h := b.hand(0, "flame-lash", "gear-scholar")
		b.answer("act", opt('a', b.artifact(0, "drafting-table")))
		b.pick(h[1])
		b.eq("archived", b.inZone(b.s.table.P[0].Archives, h[1]), true)
		b.eq("and gained 1Æ for it (not in the first edition)", b.s.table.P[0].Aember, 1)
		b2 := newBoard(t, "Cogwright")
		b2.answer("act", opt('a', b2.artifact(0, "drafting-table")))
		b2.eq("an empty hand archives nothing and gains nothing", b2.s.table.P[0].Aember, 0)
	}
	// Indexing: archive the top 2 cards of the deck.
	cardTests["indexing"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		b.deck(0, "flame-lash", "ash-hound", "gear-scholar")
		b.play(b.hand(0, "indexing")[0])
		b.eq("two archived", len(b.s.table.P[0].Archives), 2)
		b.eq("one left in the deck", len(b.s.table.P[0].Deck), 1)
	}
	// Copper Golem: when it is destroyed its owner draws 2.
	cardTests["copper-golem"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		g := b.creature(0, "copper-golem")
		b.deck(0, "flame-lash", "ash-hound", "gear-scholar")
		b.u(g).Doomed = true
		b.s.run()
		b.eq("Destroyed: draw 2", len(b.s.table.P[0].Hand), 2)
	}
	// Keysmith Dean: its controller's keys cost 5 while it is in play.
	cardTests["keysmith-dean"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		d := b.creature(0, "keysmith-dean")
		b.eq("yours cost 1 less", b.s.table.keyCost(0), 5)
		b.eq("the opponent's do not", b.s.table.keyCost(1), 6)
		b.u(d).Doomed = true
		b.s.run()
		b.eq("ends when it leaves", b.s.table.keyCost(0), 6)
	}
	// Steam Tinker: its reap readies a used artifact for a second use.
	cardTests["steam-tinker"] = func(t *testing.T) {
		b := newBoard(t, "Cogwright")
		a := b.artifact(0, "reading-lamp")
		b.u(a).Exhausted = true
		b.reap(b.creature(0, "steam-tinker"))
		if !b.has("act", opt('o', a)) {
			t.Fatal("the readied lamp can be used again")
		}
	}
}
