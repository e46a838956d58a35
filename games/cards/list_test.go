package cards

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAListEncodesAsOneStringOfCodes(t *testing.T) {
	t.Parallel()
	l := List(ParseAll("AS 10H JK"))
	b, err := json.Marshal(l)
	require.NoError(t, err)
	assert.Equal(t, `"AS 10H JK"`, string(b))
	var back List
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, l, back, "a list reads back as it was written")
}

func TestAListRefusesWhatIsNotACard(t *testing.T) {
	t.Parallel()
	var l List
	assert.Error(t, json.Unmarshal([]byte(`"AS 5XH"`), &l), "a code with junk is no card")
	assert.Error(t, json.Unmarshal([]byte(`["AS"]`), &l), "a list is a string, not an array")
	assert.Error(t, json.Unmarshal([]byte(`"as"`), &l), "stored codes are exact: lower case is refused")
	_, err := json.Marshal(List{Card(200)})
	assert.Error(t, err, "an invalid card does not encode")
}

func TestAnEmptyListIsAnEmptyString(t *testing.T) {
	t.Parallel()
	b, err := json.Marshal(List(nil))
	require.NoError(t, err)
	assert.Equal(t, `""`, string(b))
	var l List
	require.NoError(t, json.Unmarshal(b, &l))
	assert.Empty(t, l)
}
