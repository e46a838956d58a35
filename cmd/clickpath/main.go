// Command clickpath counts the files a reader opens to follow one hand
// click, from the gateway to the game and back out: it runs the click of
// commands' TestOneHandClickForTheClickPath once without the click and
// once with it, each with the whole module's statement coverage, and
// lists the files whose statements ran more often with the click, by
// package. What the bot does after the answer because of it (the board's
// edit, the other player's live hand) is on the path too; the fake
// Discord and the test harness (packages named *test) are not counted.
//
//	go run ./cmd/clickpath
package main

import (
	"bufio"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

func main() {
	dir, err := os.MkdirTemp("", "clickpath")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	before, err := covered(dir, "before")
	if err != nil {
		log.Fatal(err)
	}
	after, err := covered(dir, "click")
	if err != nil {
		log.Fatal(err)
	}
	byPkg := map[string][]string{}
	files := 0
	for block, n := range after {
		if n <= before[block] {
			continue
		}
		file := block[:strings.LastIndex(block, ":")]
		pkg := path.Dir(file)
		if strings.HasSuffix(pkg, "test") {
			continue // the fake Discord and the harness: the test's side, not the bot's
		}
		if !slices.Contains(byPkg[pkg], file) {
			byPkg[pkg] = append(byPkg[pkg], file)
			files++
		}
	}
	pkgs := make([]string, 0, len(byPkg))
	for p := range byPkg {
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(i, j int) bool {
		if len(byPkg[pkgs[i]]) != len(byPkg[pkgs[j]]) {
			return len(byPkg[pkgs[i]]) > len(byPkg[pkgs[j]])
		}
		return pkgs[i] < pkgs[j]
	})
	fmt.Printf("%d files in %d packages ran for one hand click\n", files, len(pkgs))
	for _, p := range pkgs {
		sort.Strings(byPkg[p])
		names := make([]string, len(byPkg[p]))
		for i, f := range byPkg[p] {
			names[i] = path.Base(f)
		}
		fmt.Printf("%3d %s: %s\n", len(names), p, strings.Join(names, " "))
	}
}

// covered runs the click test at step with the module's coverage, and
// returns each block's count ("file:position" to times run).
func covered(dir, step string) (map[string]int, error) {
	out := filepath.Join(dir, step+".out")
	cmd := exec.Command("go", "test", "-count=1", "-run", "^TestOneHandClickForTheClickPath$",
		"-coverpkg=./...", "-covermode=count", "-coverprofile="+out, "./commands/")
	cmd.Env = append(os.Environ(), "DECKHAND_CLICKPATH="+step)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go test at %s: %w", step, err)
	}
	f, err := os.Open(out)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	counts := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "mode:") {
			continue
		}
		// file:start,end statements count
		fields := strings.Fields(line)
		if len(fields) != 3 {
			continue
		}
		n, err := strconv.Atoi(fields[2])
		if err != nil {
			return nil, fmt.Errorf("%s: %q: %w", out, line, err)
		}
		counts[fields[0]] += n
	}
	return counts, sc.Err()
}
