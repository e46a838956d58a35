package discord

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
)

// hooksAtLoad is what discordgo encoded and decoded with once the
// package had loaded, before any test made a session.
var hooksAtLoad struct{ marshal, unmarshal uintptr }

func TestMain(m *testing.M) {
	hooksAtLoad.marshal, hooksAtLoad.unmarshal = funcOf(discordgo.Marshal), funcOf(discordgo.Unmarshal)
	os.Exit(m.Run())
}

// funcOf names a function, so that two can be compared.
func funcOf(f any) uintptr { return reflect.ValueOf(f).Pointer() }

// A program that imports the package, and makes no session of the bot's,
// keeps discordgo's encoder: the package changes discordgo's package
// variables, which every session of the process shares, only when asked.
func TestImportingThePackageLeavesDiscordgosEncoderAlone(t *testing.T) {
	assert.Equal(t, funcOf(json.Marshal), hooksAtLoad.marshal, "discordgo.Marshal was replaced as the package loaded")
	assert.Equal(t, funcOf(json.Unmarshal), hooksAtLoad.unmarshal, "discordgo.Unmarshal was replaced as the package loaded")
}

// Install makes every session encode and decode with the package's own
// encoder; a second call changes nothing.
func TestInstallMakesDiscordgoUseThePackagesEncoder(t *testing.T) {
	Install()
	Install()
	assert.Equal(t, funcOf(marshal), funcOf(discordgo.Marshal))
	assert.Equal(t, funcOf(unmarshal), funcOf(discordgo.Unmarshal))
}
