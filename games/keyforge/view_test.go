package keyforge

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

func viewText(v games.View) string {
	parts := append([]string{v.Title}, v.Lines...)
	for _, f := range v.Fields {
		parts = append(parts, f.Name, f.Value)
	}
	return strings.Join(parts, "\n")
}

func TestTheBoardShowsBothSides(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.table.P[0].Aember, b.s.table.P[0].Keys, b.s.table.P[1].Chains = 4, 1, 2
	c := b.creature(0, "halo-guard")
	b.u(c).Damage, b.u(c).Aember, b.u(c).Exhausted, b.u(c).Stunned = 2, 1, true, true
	b.upgrade(0, c, "oath-mantle")
	b.artifact(1, "war-totem")
	b.deck(1, "flame-lash")
	v := viewText(b.s.Public())
	for _, want := range []string{"Halo Guard", "Oath Mantle", "War Totem", "Æmber **4**", "Chains 2", "💥2", "1Æ", "💤", "😵", "Deck 1", "Emberforge", "power 7, armor 1"} {
		if !strings.Contains(v, want) {
			t.Errorf("board lacks %q:\n%s", want, v)
		}
	}
}

func TestTheBoardNeverShowsHandsOrDecks(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.hand(1, "mesmer-thief")
	b.deck(0, "gloom-mirror")
	b.archive(1, "forge-savant")
	v := viewText(b.s.Public())
	for _, hidden := range []string{"Mesmer Thief", "Gloom Mirror", "Forge Savant"} {
		if strings.Contains(v, hidden) {
			t.Errorf("board shows hidden %s", hidden)
		}
	}
	p := viewText(b.s.Private(0))
	if strings.Contains(p, "Mesmer Thief") || strings.Contains(p, "Forge Savant") {
		t.Error("a hand view shows the opponent's cards")
	}
	if !strings.Contains(viewText(b.s.Private(1)), "Forge Savant") {
		t.Error("a player sees their own archives")
	}
}

func TestATokenShowsOnlyItsFace(t *testing.T) {
	b := newBoard(t, "Emberforge")
	tok := b.creature(0, "mesmer-thief")
	b.u(tok).Token = true
	v := viewText(b.s.Public())
	if strings.Contains(v, "Mesmer") || !strings.Contains(v, "Ember Whelp") {
		t.Fatalf("token view: %s", v)
	}
}

func TestACrowdedBoardStillFitsOneEmbed(t *testing.T) {
	b := newBoard(t, "Emberforge")
	for p := 0; p < 2; p++ {
		for i := 0; i < 24; i++ {
			c := b.creature(p, "molten-colossus")
			b.upgrade(p, c, "iron-gauntlet")
			b.upgrade(p, c, "cloak-of-dusk")
			b.u(c).Damage, b.u(c).Aember = 3, 2
		}
		for i := 0; i < 8; i++ {
			b.artifact(p, "archivist-engine")
		}
		for i := 0; i < 30; i++ {
			b.hand(p, "tribunal-seal")
		}
	}
	for _, v := range []games.View{b.s.Public(), b.s.Private(0)} {
		n := utf8.RuneCountInString(viewText(v))
		if n > 4000 || len(v.Fields) > 20 {
			t.Fatalf("view of %d characters and %d fields", n, len(v.Fields))
		}
		for _, f := range v.Fields {
			if utf8.RuneCountInString(f.Value) > 1024 {
				t.Fatalf("field %s too long", f.Name)
			}
		}
	}
}

func TestTheHandViewListsCardsWithTheirText(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.hand(0, "flame-lash")
	v := viewText(b.s.Private(0))
	if !strings.Contains(v, "Flame Lash") || !strings.Contains(v, "Deal 3 damage to an enemy creature") {
		t.Fatalf("hand view: %s", v)
	}
}

func TestPromptsFitDiscord(t *testing.T) {
	b := newBoard(t, "Emberforge")
	for i := 0; i < 20; i++ {
		b.hand(0, pool.ByHouse["Emberforge"][i%len(pool.ByHouse["Emberforge"])].ID)
		b.creature(0, "cinder-brute")
	}
	ps := b.s.Prompts()
	if len(ps) > games.MaxPromptsPerSeat {
		t.Fatalf("%d prompts", len(ps))
	}
	for _, p := range ps {
		for _, o := range p.Options {
			if len(o.ID) > games.MaxIDLen || utf8.RuneCountInString(o.Label) > games.MaxLabelLen || utf8.RuneCountInString(o.Detail) > games.MaxDetailLen {
				t.Fatalf("option %+v", o)
			}
		}
	}
}

func TestMoveTextsCountInWords(t *testing.T) {
	for n, want := range map[int]string{0: "0 cards", 1: "1 card", 4: "4 cards"} {
		if got := english.Say(games.Say("keyforge.event.draws", "Seat", "A", "Count", n)); got != "A draws "+want+"." {
			t.Errorf("drawing %d says %q, want %q", n, got, want)
		}
	}
	b := newBoard(t, "Emberforge")
	b.deck(0, "flame-lash", "halo-guard")
	b.s.draw(0, 2)
	if len(b.s.log.ev) == 0 || !strings.HasSuffix(b.s.log.ev[0].Text, " draws 2 cards.") {
		t.Errorf("no draw told in words: %+v", b.s.log.ev)
	}
}
