package keyforge

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestFramesSavedWithSharedFieldsReadIntoTheirOwn(t *testing.T) {
	t.Parallel()
	var fs []Frame
	old := `[{"k":"fight","src":3,"ctl":0,"sub":7,"step":1,"flag":true,"done":true},{"k":"leave","src":0,"ctl":0,"list":[4,5]},{"k":"ab","src":2,"ctl":1,"def":"x","flag":true,"done":true,"list":[9]}]`
	if err := json.Unmarshal([]byte(old), &fs); err != nil {
		t.Fatal(err)
	}
	if f := fs[0]; !f.First || !f.Fought || f.Defender != 7 || f.Targeted || f.Did || f.Targets != nil {
		t.Errorf("an old fight frame keeps its first attack, its fought flag and its defender: %+v", f)
	}
	if f := fs[1]; !slices.Equal(f.Leaving, []int{4, 5}) || f.Targets != nil {
		t.Errorf("an old leave frame keeps the cards leaving play: %+v", f)
	}
	if f := fs[2]; !f.Targeted || !f.Did || !slices.Equal(f.Targets, []int{9}) || f.First || f.Fought {
		t.Errorf("an ability frame keeps its chosen targets and its if-you-do: %+v", f)
	}
}
