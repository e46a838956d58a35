package main

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheImagesBuildCommandMakesAStaticBinary runs the Dockerfile's own
// build command (no container engine needed) and reads the binary: no
// ELF interpreter and no shared library, so it runs on distroless'
// static base, which has no C library. The image runs it as a user that
// is not root, keeps the database on a volume, and checks its health by
// the binary's -healthcheck (distroless has no curl).
func TestTheImagesBuildCommandMakesAStaticBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary as the image does")
	}
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	raw, err := os.ReadFile(filepath.Join(root, "Dockerfile"))
	require.NoError(t, err)
	dockerfile := string(raw)
	var build string
	for _, line := range strings.Split(dockerfile, "\n") {
		if cmd, ok := strings.CutPrefix(line, "RUN "); ok && strings.Contains(cmd, "go build") {
			build = cmd
		}
	}
	require.NotEmpty(t, build, "the Dockerfile builds the binary")
	require.Contains(t, build, "CGO_ENABLED=0")
	bin := filepath.Join(t.TempDir(), "deckhand")
	cmd := exec.Command("sh", "-c", strings.Replace(build, "/out/deckhand", bin, 1))
	cmd.Dir = root // the build stage's /src holds the repository
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))

	f, err := elf.Open(bin)
	require.NoError(t, err)
	defer f.Close()
	for _, p := range f.Progs {
		assert.NotEqual(t, elf.PT_INTERP, p.Type, "a static binary names no dynamic loader")
	}
	libs, err := f.ImportedLibraries()
	require.NoError(t, err)
	assert.Empty(t, libs, "and needs no shared library")

	assert.Equal(t, 2, strings.Count(dockerfile, "\nFROM "), "multi-stage: the toolchain stays in the build stage")
	assert.Contains(t, dockerfile, "FROM gcr.io/distroless/static")
	assert.Contains(t, dockerfile, "USER 65532:65532", "not root")
	assert.Contains(t, dockerfile, `VOLUME ["/data"]`)
	assert.Contains(t, dockerfile, "DECKHAND_DB=/data/deckhand.db")
	assert.Contains(t, dockerfile, `HEALTHCHECK`)
	assert.Contains(t, dockerfile, `CMD ["/deckhand", "-healthcheck"]`)
	compose, err := os.ReadFile(filepath.Join(root, "compose.yaml"))
	require.NoError(t, err)
	assert.Contains(t, string(compose), "env_file: .env")
	assert.Contains(t, string(compose), "deckhand-data:/data")
}
