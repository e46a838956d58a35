package keyforge

import "testing"

func init() {
	cardTests["shield-warden"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		w := b.creature(1, "shield-warden")
		b.fight(b.creature(0, "ember-raider"), w)
		b.eq("2 armor", b.u(w).Damage, 1)
	}
	cardTests["oath-mantle"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "penitent-knight")
		b.playOn(b.hand(0, "oath-mantle")[0], c)
		b.eq("power", b.s.table.power(c), 6)
		b.u(c).Exhausted = false
		b.reap(c)
		b.answer("ask", "o0")
		b.eq("reap 1 + gain 1", b.s.table.P[0].Aember, 2)
	}
	cardTests["dawn-herald"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		b.s.table.P[1].Aember = 3
		h := b.hand(0, "dawn-herald")[0]
		b.play(h)
		b.eq("captured", b.u(h).Aember, 1)
		b.eq("opponent", b.s.table.P[1].Aember, 2)
	}
	cardTests["bright-vow"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "shield-warden")
		b.s.table.P[1].Aember = 5
		b.play(b.hand(0, "bright-vow")[0])
		b.eq("captured 2", b.u(c).Aember, 2)
	}
	cardTests["halo-guard"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		h := b.creature(0, "halo-guard")
		b.s.table.P[1].Aember = 1
		b.fight(h, b.creature(1, "seed-sower"))
		b.eq("captured", b.u(h).Aember, 1)
	}
	cardTests["sun-reliquary"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "shield-warden")
		b.u(c).Aember = 3
		b.answer("act", opt('a', b.artifact(0, "sun-reliquary")))
		b.eq("moved to the pool", b.s.table.P[0].Aember, 3)
		b.eq("creature", b.u(c).Aember, 0)
	}
	cardTests["penitent-knight"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		b.s.table.P[0].Chains = 2
		b.reap(b.creature(0, "penitent-knight"))
		b.eq("shed", b.s.table.P[0].Chains, 1)
	}
	cardTests["judgment-bell"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		mine := b.creature(0, "halo-guard")
		small := b.creature(1, "seed-sower")
		big := b.creature(1, "slag-tyrant")
		b.play(b.hand(0, "judgment-bell")[0])
		if b.inPlay(mine) || b.inPlay(big) || !b.inPlay(small) {
			t.Fatal("each creature with 5 or more power is destroyed, friend or foe")
		}
		b.eq("chains", b.s.table.P[0].Chains, 1)
	}
	cardTests["vigil-captain"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		v := b.creature(0, "vigil-captain")
		c := b.creature(0, "halo-guard")
		b.eq("other friendly", b.s.table.armor(c), 2)
		b.eq("itself", b.s.table.armor(v), 0)
	}
	cardTests["mercys-light"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(1, "moss-grazer")
		b.u(c).Damage = 3
		b.deck(0, "flame-lash")
		b.play(b.hand(0, "mercys-light")[0])
		b.eq("fully healed (any side)", b.u(c).Damage, 0)
		b.eq("drew", len(b.s.table.P[0].Hand), 1)
	}
	cardTests["tribunal-seal"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		b.answer("act", opt('a', b.artifact(0, "tribunal-seal")))
		b.answer("ask", "h1") // Gloomveil
		b.endTurn()
		p := b.prompt("house")
		if len(p.Options) != 1 || p.Options[0].ID != houseID("Gloomveil") {
			t.Fatalf("seat 1 must choose Gloomveil: %+v", p.Options)
		}
	}
	cardTests["aegis-oath"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "seed-sower")
		b.playOn(b.hand(0, "aegis-oath")[0], c)
		b.eq("taunt", b.s.table.keyword(c, "taunt"), 1)
		b.eq("armor", b.s.table.armor(c), 1)
	}
	cardTests["relic-bearer"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		r := b.creature(0, "relic-bearer")
		b.u(r).Doomed = true
		b.s.run()
		b.eq("archived", b.inZone(b.s.table.P[0].Archives, r), true)
	}
	cardTests["lawgiver"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		e := b.creature(1, "moss-grazer")
		b.play(b.hand(0, "lawgiver")[0])
		b.endTurn()
		b.answer("house", houseID("Wildroot"))
		if b.has("act", opt('r', e)) {
			t.Fatal("cannot reap during its controller's next turn")
		}
	}
	cardTests["zealous-recruit"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		b.play(b.hand(0, "zealous-recruit")[0])
		b.eq("bonus + gain", b.s.table.P[0].Aember, 2)
	}
	cardTests["grand-paladin"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		p := b.creature(0, "grand-paladin")
		e := b.creature(1, "slag-tyrant")
		b.fight(p, e)
		b.eq("stunned before the fight", b.u(e).Stunned, true)
	}
	cardTests["sanctified-ground"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		b.artifact(0, "sanctified-ground")
		c := b.creature(0, "seed-sower")
		e := b.creature(1, "cinder-brute")
		b.u(e).Damage = 4
		b.u(c).Doomed, b.u(e).Doomed = true, true
		b.s.run()
		b.eq("1 for the friendly creature only", b.s.table.P[0].Aember, 1)
	}
	cardTests["wayfarer-pilgrim"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		p := b.creature(0, "wayfarer-pilgrim")
		b.s.table.P[1].Aember = 1
		b.answer("act", opt('o', p))
		b.eq("captured on another house's turn", b.u(p).Aember, 1)
	}
	cardTests["martyrs-toll"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "halo-guard")
		b.u(c).Counters = 1
		b.play(b.hand(0, "martyrs-toll")[0])
		b.eq("gain its power", b.s.table.P[0].Aember, 6)
		b.eq("destroyed", b.inPlay(c), false)
	}
	cardTests["peace-accord"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		e := b.creature(1, "cinder-brute")
		b.creature(0, "seed-sower")
		b.play(b.hand(0, "peace-accord")[0])
		b.endTurn()
		b.answer("house", houseID("Emberforge"))
		if b.has("act", opt('f', e)) {
			t.Fatal("enemy creatures cannot fight during their next turn")
		}
	}
	cardTests["shield-wall"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "seed-sower")
		b.play(b.hand(0, "shield-wall")[0])
		b.endTurn()
		b.eq("armor during the opponent's turn", b.s.table.armor(c), 2)
		b.answer("house", houseID("Emberforge"))
		b.endTurn()
		b.eq("then gone", b.s.table.armor(c), 0)
	}
	cardTests["alms-plea"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		b.s.table.P[1].Aember = 3
		b.play(b.hand(0, "alms-plea")[0])
		b.eq("behind: bonus 1 + 2", b.s.table.P[0].Aember, 3)
		b.play(b.hand(0, "alms-plea")[0])
		b.eq("no longer behind: bonus only", b.s.table.P[0].Aember, 4)
	}
	// Shieldbearer: deployed in the middle, its taunt guards both neighbors.
	cardTests["shieldbearer"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		b.creatures(0, "halo-guard", "penitent-knight")
		s := b.hand(0, "shieldbearer")[0]
		b.answer("act", opt('p', s))
		b.answer("flank", "pos1")
		b.eq("deploy: between the two", b.line(0), []string{"halo-guard", "shieldbearer", "penitent-knight"})
		b.eq("taunt", b.s.table.keyword(s, "taunt"), 1)
	}
	// Temple Acolyte: its reap heals 2 from a damaged friendly creature.
	cardTests["temple-acolyte"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		a := b.creature(0, "temple-acolyte")
		c := b.creature(0, "halo-guard")
		b.u(c).Damage = 3
		b.reap(a)
		b.eq("healed 2 of 3", b.u(c).Damage, 1)
	}
	// Sunsteel Plate: +2 armor, and its host captures 1Æ when it fights.
	cardTests["sunsteel-plate"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "penitent-knight")
		b.playOn(b.hand(0, "sunsteel-plate")[0], c)
		b.eq("armor 1 + 2", b.s.table.armor(c), 3)
		b.s.table.P[1].Aember = 2
		b.fight(c, b.creature(1, "seed-sower"))
		b.eq("the host's Fight: captures 1", b.u(c).Aember, 1)
	}
	// Crusade Lancer: it charges into a fight the moment it is played.
	cardTests["crusade-lancer"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		e := b.creature(1, "seed-sower")
		l := b.hand(0, "crusade-lancer")[0]
		b.play(l)
		b.answer("ask", cid(e))
		b.eq("the lancer fought and destroyed the sower", b.inPlay(e), false)
		b.eq("exhausted by the fight", b.u(l).Exhausted, true)
	}
	// Holy Tithe: each friendly creature captures 1Æ.
	cardTests["holy-tithe"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		fs := b.creatures(0, "halo-guard", "penitent-knight")
		b.s.table.P[1].Aember = 3
		b.play(b.hand(0, "holy-tithe")[0])
		b.eq("first captured", b.u(fs[0]).Aember, 1)
		b.eq("second captured", b.u(fs[1]).Aember, 1)
		b.eq("opponent", b.s.table.P[1].Aember, 1)
	}
	// Field Chaplain: playing him fully heals each friendly creature.
	cardTests["field-chaplain"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "halo-guard")
		e := b.creature(1, "cinder-brute")
		b.u(c).Damage, b.u(e).Damage = 3, 2
		b.play(b.hand(0, "field-chaplain")[0])
		b.eq("friendly healed", b.u(c).Damage, 0)
		b.eq("enemy not", b.u(e).Damage, 2)
	}
	// Watchtower: +2 armor on a friendly creature through the opponent's turn.
	cardTests["watchtower"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "penitent-knight")
		b.answer("act", opt('a', b.artifact(0, "watchtower")))
		b.eq("armor 1 + 2", b.s.table.armor(c), 3)
		b.endTurn()
		b.eq("still on the opponent's turn", b.s.table.armor(c), 3)
	}
	// Oathkeeper: a taunting knight whose neighbors get +1 armor.
	cardTests["oathkeeper"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		ids := b.creatures(0, "seed-sower", "oathkeeper", "moss-grazer", "thorn-boar")
		b.eq("left neighbor", b.s.table.armor(ids[0]), 1)
		b.eq("right neighbor", b.s.table.armor(ids[2]), 1)
		b.eq("not a neighbor", b.s.table.armor(ids[3]), 0)
		b.eq("taunt", b.s.table.keyword(ids[1], "taunt"), 1)
	}
	// Rebuke: the most powerful enemy creature is stunned.
	cardTests["rebuke"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		small := b.creature(1, "seed-sower")
		big := b.creature(1, "slag-tyrant")
		b.play(b.hand(0, "rebuke")[0])
		b.eq("the biggest is stunned", b.u(big).Stunned, true)
		b.eq("the small one is not", b.u(small).Stunned, false)
	}
	// Squire's Oath: +1 power and +1 armor for its host.
	cardTests["squires-oath"] = func(t *testing.T) {
		b := newBoard(t, "Dawnguard")
		c := b.creature(0, "seed-sower")
		b.playOn(b.hand(0, "squires-oath")[0], c)
		b.eq("power", b.s.table.power(c), 3)
		b.eq("armor", b.s.table.armor(c), 1)
		b.eq("bonus", b.s.table.P[0].Aember, 1)
	}
}
