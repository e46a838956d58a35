package keyforge

import "testing"

func init() {
	cardTests["cinder-brute"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.creature(0, "cinder-brute")
		b.fight(a, b.creature(1, "seed-sower"))
		b.eq("Fight: gain 1", b.s.table.P[0].Aember, 1)
	}
	cardTests["ash-hound"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.creature(0, "ash-hound")
		d := b.creature(1, "slag-tyrant")
		b.fight(a, d)
		b.eq("assault 2 (1 past armor) then 3 power", b.u(d).Damage, 4)
	}
	cardTests["slag-tyrant"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.creature(1, "cinder-brute")
		b.s.Active, b.s.House = 1, "Emberforge"
		n := b.creature(0, "seed-sower")
		tyr := b.creature(0, "slag-tyrant")
		b.answer("act", opt('f', a))
		if b.has("target", cid(n)) || !b.has("target", cid(tyr)) {
			t.Fatal("taunt protects the neighbor")
		}
	}
	cardTests["kiln-roar"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		ids := b.creatures(1, "slag-tyrant", "halo-guard", "moss-grazer")
		b.answer("act", opt('p', b.hand(0, "kiln-roar")[0]))
		b.pick(ids[1])
		b.eq("target", b.u(ids[1]).Damage, 1) // 2 minus 1 armor
		b.eq("left neighbor (armor 1)", b.u(ids[0]).Damage, 0)
		b.eq("right neighbor", b.u(ids[2]).Damage, 1)
	}
	cardTests["flame-lash"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		e := b.creature(1, "moss-grazer")
		b.creature(0, "cinder-brute")
		b.play(b.hand(0, "flame-lash")[0])
		b.eq("only enemy creatures can be chosen: auto", b.u(e).Damage, 3)
	}
	cardTests["blast-furnace"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		es := b.creatures(1, "moss-grazer", "thorn-boar")
		f := b.creature(0, "cinder-brute")
		b.play(b.hand(0, "blast-furnace")[0])
		b.eq("enemy", b.u(es[0]).Damage+b.u(es[1]).Damage, 2)
		b.eq("friendly spared", b.u(f).Damage, 0)
	}
	cardTests["forge-warden"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		w := b.creature(0, "forge-warden")
		ids := b.creatures(1, "moss-grazer", "cinder-brute", "thorn-boar")
		b.fight(w, ids[1])
		b.eq("left neighbor", b.u(ids[0]).Damage, 1)
		b.eq("right neighbor", b.u(ids[2]).Damage, 1)
	}
	cardTests["molten-colossus"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		b.play(b.hand(0, "molten-colossus")[0])
		b.eq("chains", b.s.table.P[0].Chains, 2)
	}
	cardTests["brawl-drummer"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		d := b.creature(0, "brawl-drummer")
		c := b.creature(0, "cinder-brute")
		g := b.creature(0, "veil-cutpurse")
		e := b.creature(1, "ash-hound")
		b.eq("other friendly Emberforge", b.s.table.power(c), 6)
		b.eq("itself", b.s.table.power(d), 3)
		b.eq("other house", b.s.table.power(g), 2)
		b.eq("enemy", b.s.table.power(e), 3)
		b.u(d).Doomed = true
		b.s.run()
		b.eq("ends when it leaves", b.s.table.power(c), 5)
	}
	cardTests["ember-raider"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		b.s.table.P[1].Aember = 2
		b.fight(b.creature(0, "ember-raider"), b.creature(1, "seed-sower"))
		b.eq("stole", b.s.table.P[0].Aember, 1)
	}
	cardTests["smelters-fury"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		big := b.creature(1, "slag-tyrant")
		small := b.creature(1, "seed-sower")
		b.play(b.hand(0, "smelters-fury")[0])
		if b.inPlay(big) || !b.inPlay(small) {
			t.Fatal("the most powerful enemy creature is destroyed")
		}
		b.eq("chains", b.s.table.P[0].Chains, 2)
	}
	cardTests["blazing-banner"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.artifact(0, "blazing-banner")
		c := b.creature(0, "veil-cutpurse")
		b.answer("act", opt('a', a))
		b.eq("power", b.s.table.power(c), 4)
		if !b.u(a).Exhausted {
			t.Fatal("using an artifact exhausts it")
		}
	}
	cardTests["iron-gauntlet"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		c := b.creature(0, "seed-sower")
		b.playOn(b.hand(0, "iron-gauntlet")[0], c)
		b.eq("power", b.s.table.power(c), 4)
		b.eq("assault", b.s.table.keyword(c, "assault"), 2)
		b.eq("bonus", b.s.table.P[0].Aember, 1)
	}
	cardTests["pyre-keeper"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		k := b.creature(0, "pyre-keeper")
		ids := b.creatures(1, "moss-grazer", "seed-sower", "thorn-boar")
		b.u(k).Doomed = true
		b.s.run()
		b.eq("left flank", b.u(ids[0]).Damage, 2)
		b.eq("middle", b.u(ids[1]).Damage, 0)
		b.eq("right flank", b.u(ids[2]).Damage, 2)
	}
	cardTests["war-cry"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		c := b.creature(0, "cinder-brute")
		b.u(c).Exhausted = true
		e := b.creature(1, "seed-sower")
		b.play(b.hand(0, "war-cry")[0])
		b.answer("ask", cid(e))
		if b.inPlay(e) {
			t.Fatal("the readied brute fought the sower")
		}
		b.eq("Fight: gain 1 plus bonus", b.s.table.P[0].Aember, 2)
	}
	cardTests["crash-ogre"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		o := b.creature(0, "crash-ogre")
		if b.has("act", opt('r', o)) {
			t.Fatal("cannot reap")
		}
		b.s.table.P[1].Aember = 3
		b.fight(o, b.creature(1, "seed-sower"))
		b.eq("opponent lost 1", b.s.table.P[1].Aember, 2)
	}
	cardTests["crowd-chanter"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		b.creature(0, "crowd-chanter")
		e := b.creature(1, "slag-tyrant")
		b.play(b.hand(0, "cinder-brute")[0])
		b.eq("1 damage past armor? armor 1 absorbs it", b.u(e).Damage, 0)
		b.eq("armor spent", b.u(e).ArmorUsed, 1)
		b.play(b.hand(0, "flame-lash")[0])
		b.eq("actions do not trigger it", b.u(e).Damage, 3)
	}
	cardTests["pit-boss"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		c := b.creature(0, "cinder-brute")
		e := b.creature(1, "seed-sower")
		b.play(b.hand(0, "pit-boss")[0])
		b.pick(c)
		b.answer("ask", cid(e))
		if b.inPlay(e) || !b.u(c).Exhausted {
			t.Fatal("the brute fought")
		}
	}
	cardTests["war-totem"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		b.artifact(0, "war-totem")
		b.fight(b.creature(0, "forge-warden"), b.creature(1, "seed-sower"))
		b.eq("gain 1 after a friendly creature fights", b.s.table.P[0].Aember, 1)
	}
	// Hammerhand Giant: a taunting giant that costs a chain to play.
	cardTests["hammerhand-giant"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		g := b.hand(0, "hammerhand-giant")[0]
		b.play(g)
		b.eq("Play: gain 1 chain", b.s.table.P[0].Chains, 1)
		b.eq("taunt", b.s.table.keyword(g, "taunt"), 1)
	}
	// Spark Imp: when it is destroyed it burns the enemy for 2.
	cardTests["spark-imp"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		imp := b.creature(0, "spark-imp")
		e := b.creature(1, "moss-grazer")
		b.u(imp).Doomed = true
		b.s.run()
		b.eq("Destroyed: 2 damage to the only enemy creature", b.u(e).Damage, 2)
	}
	// Anvil Smith: reaping hands another friendly creature +2 power this turn.
	cardTests["anvil-smith"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.creature(0, "anvil-smith")
		c := b.creature(0, "cinder-brute")
		b.reap(a)
		b.eq("the other friendly creature gets +2", b.s.table.power(c), 7)
		b.eq("not the smith itself", b.s.table.power(a), 3)
		b.endTurn()
		b.eq("only for the remainder of the turn", b.s.table.power(c), 5)
	}
	// Furnace Bellows: 2 more damage to an enemy creature already hurt.
	cardTests["furnace-bellows"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.artifact(0, "furnace-bellows")
		hurt := b.creature(1, "moss-grazer")
		fresh := b.creature(1, "cinder-brute")
		b.u(hurt).Damage = 1
		b.answer("act", opt('a', a))
		b.eq("the damaged creature takes 2", b.u(hurt).Damage, 3)
		b.eq("an undamaged creature cannot be chosen", b.u(fresh).Damage, 0)
	}
	// Brimstone Volley: 4 damage, but only to a creature on a flank.
	cardTests["brimstone-volley"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		ids := b.creatures(1, "moss-grazer", "cinder-brute", "thorn-boar")
		b.answer("act", opt('p', b.hand(0, "brimstone-volley")[0]))
		if b.has("ask", cid(ids[1])) {
			t.Fatal("the middle creature is not on a flank")
		}
		b.pick(ids[2])
		b.eq("the chosen flank creature takes 4", b.u(ids[2]).Damage, 4)
		b.eq("bonus", b.s.table.P[0].Aember, 1)
	}
	// Rampage: a friendly creature gets +3 power, then fights with it.
	cardTests["rampage"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		c := b.creature(0, "moss-grazer")
		e := b.creature(1, "cinder-brute")
		b.play(b.hand(0, "rampage")[0])
		b.answer("ask", cid(e))
		if b.inPlay(e) || !b.inPlay(c) {
			t.Fatal("the 4-power grazer at 7 power destroys the 5-power brute and survives its 5 damage")
		}
		b2 := newBoard(t, "Emberforge")
		c2 := b2.creature(0, "moss-grazer")
		b2.play(b2.hand(0, "rampage")[0])
		b2.eq("no enemy to fight: the power stays, the grazer stays ready", b2.u(c2).Exhausted, false)
	}
	// Goblin Sapper: assault 3 hits before its 2 power does.
	cardTests["goblin-sapper"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.creature(0, "goblin-sapper")
		d := b.creature(1, "slag-tyrant")
		b.fight(a, d)
		b.eq("assault 3 (2 past armor) then 2 power", b.u(d).Damage, 4)
	}
	// Magma Titan: its arrival scorches every other creature, friend or foe.
	cardTests["magma-titan"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		mine := b.creature(0, "halo-guard")
		e := b.creature(1, "cinder-brute")
		titan := b.hand(0, "magma-titan")[0]
		b.play(titan)
		b.eq("enemy", b.u(e).Damage, 2)
		b.eq("friendly too (1 past armor)", b.u(mine).Damage, 1)
		b.eq("not the titan itself", b.u(titan).Damage, 0)
	}
	// Pit Scrapper: each fight it survives makes it stronger.
	cardTests["pit-scrapper"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		a := b.creature(0, "pit-scrapper")
		b.u(a).Counters = 1
		b.fight(a, b.creature(1, "seed-sower"))
		b.eq("a second counter", b.u(a).Counters, 2)
		b.eq("power 2 + 2 counters", b.s.table.power(a), 4)
	}
	// Molten Blade: +2 power, and its host gains 1Æ when it fights.
	cardTests["molten-blade"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		c := b.creature(0, "slag-tyrant")
		b.playOn(b.hand(0, "molten-blade")[0], c)
		b.eq("power", b.s.table.power(c), 8)
		b.fight(c, b.creature(1, "seed-sower"))
		b.eq("the host's Fight: gain 1", b.s.table.P[0].Aember, 1)
	}
	// Cinder Rain: 2 damage to each small enemy creature, none to the big.
	cardTests["cinder-rain"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		small := b.creature(1, "dusk-lurker")
		big := b.creature(1, "pit-boss")
		mine := b.creature(0, "seed-sower")
		b.play(b.hand(0, "cinder-rain")[0])
		b.eq("3 power: hit", b.u(small).Damage, 2)
		b.eq("4 power: spared", b.u(big).Damage, 0)
		b.eq("friendly: spared", b.u(mine).Damage, 0)
	}
	// Iron Juggernaut: assault 2, and it never reaps.
	cardTests["iron-juggernaut"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		j := b.creature(0, "iron-juggernaut")
		if b.has("act", opt('r', j)) {
			t.Fatal("this creature cannot reap")
		}
		d := b.creature(1, "molten-colossus")
		b.fight(j, d)
		b.eq("assault 2 (1 past armor) then 6 power", b.u(d).Damage, 7)
	}
	// Trophy Rack: 1Æ for each enemy creature destroyed, none for a friend.
	cardTests["trophy-rack"] = func(t *testing.T) {
		b := newBoard(t, "Emberforge")
		b.artifact(0, "trophy-rack")
		f := b.creature(0, "seed-sower")
		e := b.creature(1, "moss-grazer")
		b.u(f).Doomed, b.u(e).Doomed = true, true
		b.s.run()
		b.eq("1 for the enemy creature only", b.s.table.P[0].Aember, 1)
	}
}
