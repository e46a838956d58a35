package discordtest

import (
	"fmt"
	"net/http"
	"strings"
)

// ledger is what the fake holds against the bot: every request Discord
// would have refused (a violation, failing the test at cleanup unless the
// test takes it) and every route the fake does not serve. The server's
// lock guards it.
type ledger struct {
	violations []string
	unknown    []string
}

// note records a violation.
func (l *ledger) note(format string, args ...any) {
	l.violations = append(l.violations, fmt.Sprintf(format, args...))
}

// refuse answers an error Discord would give and records it as a
// violation: the bot broke a rule.
func (l *ledger) refuse(rq *request, status, code int, msg, detail string) reply {
	l.note("%s: %s (%d %s)", rq.route, detail, code, msg)
	return reply{status: status, body: errBody(code, msg, nil)}
}

// invalid refuses a body that breaks Discord's limits.
func (l *ledger) invalid(rq *request, problems []string, empty bool) reply {
	if len(problems) == 0 && empty {
		return l.refuse(rq, http.StatusBadRequest, 50006, "Cannot send an empty message", "empty message")
	}
	if empty {
		problems = append(problems, "empty message")
	}
	l.note("%s: %s (50035 Invalid Form Body)", rq.route, strings.Join(problems, "; "))
	return reply{status: http.StatusBadRequest, body: errBody(50035, "Invalid Form Body", problems)}
}
