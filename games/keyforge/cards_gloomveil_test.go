package keyforge

import "testing"

func init() {
	cardTests["veil-cutpurse"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.s.table.P[1].Aember = 2
		b.reap(b.creature(0, "veil-cutpurse"))
		b.eq("reap 1 + steal 1", b.s.table.P[0].Aember, 2)
		b.eq("opponent", b.s.table.P[1].Aember, 1)
		if b.s.table.keyword(b.creature(0, "veil-cutpurse"), "elusive") != 0 {
			t.Error("Veil Cutpurse lost elusive in the second edition")
		}
	}
	cardTests["night-snatch"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.s.table.P[1].Aember = 4
		b.play(b.hand(0, "night-snatch")[0])
		b.eq("steal 2, no bonus (1 in the first edition)", b.s.table.P[0].Aember, 2)
	}
	cardTests["venom-dancer"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		a := b.creature(0, "venom-dancer")
		d := b.creature(1, "molten-colossus")
		b.fight(a, d)
		if b.inPlay(d) || b.u(a).Damage != 0 {
			t.Fatal("poison destroys; skirmish takes nothing")
		}
	}
	cardTests["dusk-lurker"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		l := b.creature(1, "dusk-lurker")
		b.fight(b.creature(0, "cinder-brute"), l)
		b.eq("elusive", b.u(l).Damage, 0)
		b2 := newBoard(t, "Gloomveil")
		b2.s.table.P[1].Aember = 1
		b2.fight(b2.creature(0, "dusk-lurker"), b2.creature(1, "seed-sower"))
		b2.eq("Fight: steal 1", b2.s.table.P[0].Aember, 1)
	}
	cardTests["hush-coin"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.s.table.P[1].Aember = 3
		b.play(b.hand(0, "hush-coin")[0])
		b.eq("bonus", b.s.table.P[0].Aember, 2)
		b.eq("opponent loses 1", b.s.table.P[1].Aember, 2)
	}
	cardTests["smoke-lantern"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		l := b.artifact(0, "smoke-lantern")
		e := b.creature(1, "seed-sower")
		b.answer("act", opt('o', l))
		if !b.u(e).Exhausted {
			t.Fatal("omni is used whatever the house: the enemy exhausts")
		}
	}
	cardTests["cloak-of-dusk"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		c := b.creature(0, "whisper-broker")
		b.playOn(b.hand(0, "cloak-of-dusk")[0], c)
		b.eq("elusive", b.s.table.keyword(c, "elusive"), 1)
		b.s.table.P[1].Aember = 2
		b.u(c).Exhausted = false
		b.reap(c)
		b.answer("ask", "o1") // two reap abilities: order them
		b.eq("reap 1 + steal 1", b.s.table.P[0].Aember, 2)
	}
	cardTests["alley-sneak"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.s.table.P[1].Aember = 1
		b.play(b.hand(0, "alley-sneak")[0])
		b.eq("steal", b.s.table.P[0].Aember, 1)
		if b.s.table.keyword(b.s.table.P[0].Line[0].ID, "elusive") != 0 {
			t.Error("Alley Sneak lost elusive in the second edition")
		}
	}
	cardTests["poison-needle"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		d := b.creature(1, "slag-tyrant")
		h := b.creature(1, "cinder-brute")
		b.u(d).Damage = 1
		b.play(b.hand(0, "poison-needle")[0])
		if b.inPlay(d) || !b.inPlay(h) {
			t.Fatal("the only damaged creature is destroyed")
		}
	}
	cardTests["whisper-broker"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.hand(1, "flame-lash", "gear-scholar")
		b.reap(b.creature(0, "whisper-broker"))
		b.eq("opponent hand", len(b.s.table.P[1].Hand), 1)
		b.eq("opponent discard", len(b.s.table.P[1].Discard), 1)
	}
	cardTests["shadow-toll"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.s.table.P[1].Aember = 5
		b.play(b.hand(0, "shadow-toll")[0])
		b.eq("steal 3", b.s.table.P[0].Aember, 3)
		b.eq("omega", b.s.Omega, true)
	}
	cardTests["ghost-lift"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		small := b.creature(1, "seed-sower")
		b.creature(1, "slag-tyrant")
		b.play(b.hand(0, "ghost-lift")[0])
		b.eq("returned to its owner's hand", b.inZone(b.s.table.P[1].Hand, small), true)
	}
	cardTests["silk-garrote"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		b.creature(1, "silk-garrote")
		b.s.table.P[0].Aember = 2
		b.play(b.hand(0, "flame-lash")[0])
		b.eq("Destroyed: its controller steals 1", b.s.table.P[1].Aember, 1)
		b.eq("seat 0 keeps bonus 1 + 2 - 1", b.s.table.P[0].Aember, 2)
	}
	cardTests["gloom-mirror"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.s.table.P[1].Aember = 7
		b.play(b.hand(0, "gloom-mirror")[0])
		b.eq("the opponent loses half, rounded down", b.s.table.P[1].Aember, 4)
		b.eq("nothing is gained (the second edition stole it)", b.s.table.P[0].Aember, 0)
	}
	cardTests["tithe-collector"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		tc := b.creature(1, "tithe-collector")
		b.s.table.P[0].Aember = 1
		b.reap(b.creature(0, "cinder-brute"))
		b.eq("captured from the reaper's pool", b.u(tc).Aember, 1)
		b.eq("reaper's pool", b.s.table.P[0].Aember, 1)
		b.eq("power 3 (4 in the first edition)", b.s.table.power(tc), 3)
	}
	cardTests["lurking-debt"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.artifact(0, "lurking-debt")
		b.eq("opponent's cost", b.s.table.keyCost(1), 7)
		b.eq("own cost", b.s.table.keyCost(0), 6)
	}
	cardTests["midnight-raid"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.deck(0, "gear-scholar")
		b.s.table.P[1].Aember = 1
		b.play(b.hand(0, "midnight-raid")[0])
		b.eq("stole then drew", len(b.s.table.P[0].Hand), 1)
		b.eq("stole 1, no bonus (1 in the first edition)", b.s.table.P[0].Aember, 1)
	}
	cardTests["mesmer-thief"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.creature(0, "veil-cutpurse")
		e := b.creature(1, "seed-sower")
		b.creature(1, "slag-tyrant")
		b.play(b.hand(0, "mesmer-thief")[0])
		b.answer("ask", "left")
		b.eq("seat 0 line", b.line(0), []string{"seed-sower", "veil-cutpurse", "mesmer-thief"})
		b.eq("controller", b.s.table.controller(e), 0)
		b.s.Phase = phaseHouse
		if !b.has("house", houseID("Wildroot")) {
			t.Fatal("a controlled Wildroot creature allows choosing Wildroot")
		}
		b.s.Phase = phaseMain
		b.u(e).Doomed = true
		b.s.run()
		b.eq("goes to its owner's discard", b.inZone(b.s.table.P[1].Discard, e), true)
	}
	cardTests["grave-robber"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		d := b.discards(1, "flame-lash")[0]
		b.reap(b.creature(0, "grave-robber"))
		b.eq("purged", b.inZone(b.s.table.P[1].Purged, d), true)
		b.eq("reap 1 + gain 1", b.s.table.P[0].Aember, 2)
		b2 := newBoard(t, "Gloomveil")
		b2.reap(b2.creature(0, "grave-robber"))
		b2.eq("nothing purged, no gain", b2.s.table.P[0].Aember, 1)
	}
	cardTests["knife-rain"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		ids := b.creatures(1, "slag-tyrant", "molten-colossus", "elder-stag")
		b.play(b.hand(0, "knife-rain")[0])
		hit := 0
		for _, id := range ids {
			if b.u(id).Damage > 0 || b.u(id).ArmorUsed > 0 {
				hit++
			}
		}
		b.eq("two random enemy creatures", hit, 2)
	}
	cardTests["shadow-step"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		c := b.creature(0, "whisper-broker")
		b.play(b.hand(0, "shadow-step")[0])
		b.eq("skirmish", b.s.table.keyword(c, "skirmish"), 1)
		b.eq("power", b.s.table.power(c), 5)
		b.endTurn()
		b.eq("until the end of the turn", b.s.table.power(c), 3)
	}
	cardTests["grudge-ledger"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.s.table.P[1].Keys = 2
		b.play(b.hand(0, "grudge-ledger")[0])
		b.eq("bonus 1 + 2 per enemy key", b.s.table.P[0].Aember, 5)
	}
	cardTests["envious-idol"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.artifact(0, "envious-idol")
		b.s.table.P[1].Aember = 6
		b.endTurn()
		b.eq("seat 1 forged", b.s.table.P[1].Keys, 1)
		b.eq("idol owner gains 1 (2 in the second edition)", b.s.table.P[0].Aember, 1)
	}
	// Rooftop Urchin: elusive, skirmish, and its reap exhausts an enemy.
	cardTests["rooftop-urchin"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		r := b.creature(0, "rooftop-urchin")
		e := b.creature(1, "cinder-brute")
		b.reap(r)
		b.eq("Reap: the enemy creature is exhausted", b.u(e).Exhausted, true)
		b.eq("elusive", b.s.table.keyword(r, "elusive"), 1)
		b.eq("skirmish", b.s.table.keyword(r, "skirmish"), 1)
	}
	// Blackmailer: each reap, it captures 1Æ from the opponent.
	cardTests["blackmailer"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		bl := b.creature(0, "blackmailer")
		b.s.table.P[1].Aember = 2
		b.reap(bl)
		b.eq("captured on the creature", b.u(bl).Aember, 1)
		b.eq("taken from the opponent", b.s.table.P[1].Aember, 1)
		b.eq("the reap's 1", b.s.table.P[0].Aember, 1)
		b2 := newBoard(t, "Gloomveil")
		b2.play(b2.hand(0, "blackmailer")[0])
		b2.eq("no Æmber bonus when played (1 in the first edition)", b2.s.table.P[0].Aember, 0)
	}
	// Viper Assassin: cannot be hit the first time, and its bite kills.
	cardTests["viper-assassin"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		v := b.creature(1, "viper-assassin")
		b.fight(b.creature(0, "cinder-brute"), v)
		b.eq("elusive: no damage", b.u(v).Damage, 0)
		b2 := newBoard(t, "Gloomveil")
		d := b2.creature(1, "molten-colossus")
		b2.fight(b2.creature(0, "viper-assassin"), d)
		b2.eq("poison: 1 damage past armor destroys the 8-power colossus", b2.inPlay(d), false)
	}
	// Smoke Bomb: every friendly creature is elusive until the opponent's turn ends.
	cardTests["smoke-bomb"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		fs := b.creatures(0, "whisper-broker", "tithe-collector")
		b.play(b.hand(0, "smoke-bomb")[0])
		b.endTurn()
		b.eq("still elusive on the opponent's turn", b.s.table.keyword(fs[0], "elusive"), 1)
		b.eq("each friendly creature", b.s.table.keyword(fs[1], "elusive"), 1)
	}
	// Blood Price: destroy a friendly creature; only then steal 2 (3 in the first edition).
	cardTests["blood-price"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		f := b.creature(0, "seed-sower")
		b.s.table.P[1].Aember = 5
		b.play(b.hand(0, "blood-price")[0])
		b.eq("the friendly creature is destroyed", b.inPlay(f), false)
		b.eq("steal 2 (3 in the first edition)", b.s.table.P[0].Aember, 2)
		b2 := newBoard(t, "Gloomveil")
		b2.s.table.P[1].Aember = 5
		b2.play(b2.hand(0, "blood-price")[0])
		b2.eq("no creature to destroy: no steal", b2.s.table.P[1].Aember, 5)
	}
	// Thieves' Den: each use steals 1Æ and costs a chain.
	cardTests["thieves-den"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.s.table.P[1].Aember = 2
		b.answer("act", opt('a', b.artifact(0, "thieves-den")))
		b.eq("stole 1", b.s.table.P[0].Aember, 1)
		b.eq("a chain", b.s.table.P[0].Chains, 1)
	}
	// Knife Juggler: takes no fight damage, then throws 2 at a random enemy.
	cardTests["knife-juggler"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		k := b.creature(0, "knife-juggler")
		e := b.creature(1, "moss-grazer")
		b.fight(k, e)
		b.eq("skirmish", b.u(k).Damage, 0)
		b.eq("2 from the fight and 2 thrown destroy the 4-power grazer", b.inPlay(e), false)
	}
	// Veiled Dagger: its host gains poison and skirmish.
	cardTests["veiled-dagger"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		c := b.creature(0, "whisper-broker")
		b.playOn(b.hand(0, "veiled-dagger")[0], c)
		d := b.creature(1, "molten-colossus")
		b.fight(c, d)
		b.eq("poison destroys", b.inPlay(d), false)
		b.eq("skirmish takes nothing", b.u(c).Damage, 0)
	}
	// Extortion: the opponent loses 1Æ for each friendly Gloomveil creature.
	cardTests["extortion"] = func(t *testing.T) {
		b := newBoard(t, "Gloomveil")
		b.creatures(0, "veil-cutpurse", "dusk-lurker", "cinder-brute")
		b.s.table.P[1].Aember = 5
		b.play(b.hand(0, "extortion")[0])
		b.eq("two Gloomveil creatures: lose 2", b.s.table.P[1].Aember, 3)
		b.eq("bonus only", b.s.table.P[0].Aember, 1)
	}
}
