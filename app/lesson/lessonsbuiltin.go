package lesson

// builtinLessons are the Lessons menu's, the tour first. Every number a
// note states is checked against the search (lessonsbuiltin_test.go).
var BuiltinLessons = []builtinLesson{
	{ID: "tour", Title: "lesson.tour.title", stops: []builtinStop{
		{q: "start=123405678&goal=standard&algo=bfs", moves: 14, look: PanelVerdict, note: "lesson.tour.1"},
		{q: "start=123405678&goal=standard&algo=bfs", at: 5, look: PanelOpen, note: "lesson.tour.2"},
		{q: "start=123405678&goal=standard&algo=bfs", at: AtEnd, expanded: 3671, moves: 14, look: PanelCounters, note: "lesson.tour.3"},
		{q: "start=123405678&goal=standard&algo=astar&h=manhattan", at: 3, quiz: true, look: PanelBoard, note: "lesson.tour.4"},
		{q: "start=123405678&goal=standard&algo=astar&h=manhattan", at: AtEnd, expanded: 98, moves: 14, look: PanelCounters, note: "lesson.tour.5",
			ask: &builtinAsk{
				q:       "lesson.tour.5.q",
				choices: []string{"lesson.tour.5.c1", "lesson.tour.5.c2", "lesson.tour.5.c3"},
				answer:  0,
				why:     "lesson.tour.5.why",
			}},
		{q: "start=123405678&goal=standard&race=bfs,astar:manhattan", at: 98, note: "lesson.tour.6"},
	}},
	{ID: "bfs-layers", Title: "lesson.bfs-layers.title", stops: []builtinStop{
		{q: "start=123405678&goal=standard&algo=bfs", unit: 1, expanded: 1, look: PanelOpen, note: "lesson.bfs-layers.1"},
		{q: "start=123405678&goal=standard&algo=bfs", unit: 2, expanded: 2, look: PanelOpen, note: "lesson.bfs-layers.2"},
		{q: "start=123405678&goal=standard&algo=bfs", unit: 3, expanded: 6, look: PanelOpen, note: "lesson.bfs-layers.3"},
		{q: "start=123405678&goal=standard&algo=bfs", unit: 4, expanded: 14, look: PanelCounters, note: "lesson.bfs-layers.4",
			ask: &builtinAsk{
				q:       "lesson.bfs-layers.4.q",
				choices: []string{"lesson.bfs-layers.4.c1", "lesson.bfs-layers.4.c2", "lesson.bfs-layers.4.c3"},
				answer:  1,
				why:     "lesson.bfs-layers.4.why",
			}},
		{q: "start=123405678&goal=standard&algo=bfs", at: AtEnd, expanded: 3671, moves: 14, look: PanelCounters, note: "lesson.bfs-layers.5"},
	}},
	{ID: "dominance", Title: "lesson.dominance.title", stops: []builtinStop{
		{q: "start=160273485&goal=standard&algo=astar&h=misplaced", at: AtEnd, expanded: 1000, moves: 18, look: PanelCounters, note: "lesson.dominance.1"},
		{q: "start=160273485&goal=standard&algo=astar&h=manhattan", at: AtEnd, expanded: 198, moves: 18, look: PanelCounters, note: "lesson.dominance.2"},
		{q: "start=160273485&goal=standard&algo=astar&h=linear", at: AtEnd, expanded: 96, moves: 18, look: PanelCounters, note: "lesson.dominance.3"},
		{q: "start=160273485&goal=standard&algo=astar&h=pdb", at: AtEnd, expanded: 40, moves: 18, look: PanelCounters, note: "lesson.dominance.4"},
		{q: "start=160273485&goal=standard&algo=astar&h=exact", at: AtEnd, expanded: 19, moves: 18, look: PanelCounters, note: "lesson.dominance.5"},
		{q: "start=160273485&goal=standard&race=astar:misplaced,astar:manhattan,astar:linear,astar:pdb", at: AtEnd, note: "lesson.dominance.6",
			ask: &builtinAsk{
				q:       "lesson.dominance.6.q",
				choices: []string{"lesson.dominance.6.c1", "lesson.dominance.6.c2", "lesson.dominance.6.c3"},
				answer:  0,
				why:     "lesson.dominance.6.why",
			}},
	}},
	{ID: "admissible", Title: "lesson.admissible.title", stops: []builtinStop{
		{q: "start=806547231&goal=standard&algo=astar&h=manhattan", at: AtEnd, expanded: 2486, moves: 27, look: PanelCounters, note: "lesson.admissible.1"},
		{q: "start=806547231&goal=standard&algo=wastar&h=manhattan&w=2", at: AtEnd, expanded: 876, moves: 33, look: PanelCounters, note: "lesson.admissible.2"},
		{q: "start=806547231&goal=standard&algo=wastar&h=manhattan&w=3", at: AtEnd, expanded: 207, moves: 35, look: PanelCounters, note: "lesson.admissible.3"},
		{q: "start=806547231&goal=standard&race=astar:manhattan,wastar:manhattan:w=3", at: AtEnd, note: "lesson.admissible.4",
			ask: &builtinAsk{
				q:       "lesson.admissible.4.q",
				choices: []string{"lesson.admissible.4.c1", "lesson.admissible.4.c2", "lesson.admissible.4.c3"},
				answer:  0,
				why:     "lesson.admissible.4.why",
			}},
	}},
	{ID: "idastar", Title: "lesson.idastar.title", stops: []builtinStop{
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", unit: 1, expanded: 1, look: PanelPasses, note: "lesson.idastar.1"},
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", unit: 2, expanded: 3, look: PanelPasses, note: "lesson.idastar.2"},
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", unit: 3, expanded: 15, look: PanelOpen, note: "lesson.idastar.3"},
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", unit: 5, expanded: 103, look: PanelPasses, note: "lesson.idastar.4"},
		{q: "start=123405678&goal=standard&algo=idastar&h=manhattan", at: AtEnd, expanded: 245, moves: 14, look: PanelPasses, note: "lesson.idastar.5"},
	}},
	{ID: "bidirectional", Title: "lesson.bidirectional.title", stops: []builtinStop{
		{q: "start=123405678&goal=standard&algo=bibfs", at: 9, look: PanelCounters, note: "lesson.bidirectional.1"},
		{q: "start=123405678&goal=standard&algo=bibfs", at: AtEnd, expanded: 219, moves: 14, look: PanelCounters, note: "lesson.bidirectional.2"},
		{q: "start=123405678&goal=standard&race=bfs,bibfs", at: AtEnd, note: "lesson.bidirectional.3"},
	}},
	{ID: "parity", Title: "lesson.parity.title", stops: []builtinStop{
		{q: "start=123456870&goal=standard&algo=astar&h=manhattan", look: PanelVerdict, note: "lesson.parity.1"},
		{q: "start=123456870&goal=standard&algo=astar&h=manhattan", look: PanelVerdict, note: "lesson.parity.2",
			ask: &builtinAsk{
				q:       "lesson.parity.2.q",
				choices: []string{"lesson.parity.2.c1", "lesson.parity.2.c2", "lesson.parity.2.c3"},
				answer:  1,
				why:     "lesson.parity.2.why",
			}},
		{q: "start=283104765&goal=spiral&algo=astar&h=manhattan", moves: 4, look: PanelVerdict, note: "lesson.parity.3"},
		{q: "start=123456789ABCDFE0&goal=standard&algo=idastar&h=pdb", look: PanelVerdict, note: "lesson.parity.4"},
	}},
	{ID: "holte-bfs", Title: "lesson.holte-bfs.title", stops: []builtinStop{
		{q: "start=123405678&goal=standard&race=bfs,astar:zero", note: "lesson.holte-bfs.1"},
		{q: "start=123405678&goal=standard&race=bfs,astar:zero", at: 2, note: "lesson.holte-bfs.2"},
		{q: "start=123405678&goal=standard&race=bfs,astar:zero", at: AtEnd, lanes: []int{3671, 5467}, note: "lesson.holte-bfs.3",
			ask: &builtinAsk{
				q:       "lesson.holte-bfs.3.q",
				choices: []string{"lesson.holte-bfs.3.c1", "lesson.holte-bfs.3.c2", "lesson.holte-bfs.3.c3"},
				answer:  1,
				why:     "lesson.holte-bfs.3.why",
			}},
	}},
	{ID: "holte-accuracy", Title: "lesson.holte-accuracy.title", stops: []builtinStop{
		{q: "start=138650427&goal=standard&algo=astar&h=linear", look: PanelHeur, note: "lesson.holte-accuracy.1"},
		{q: "start=138650427&goal=standard&algo=astar&h=linear", at: AtEnd, expanded: 19, moves: 15, look: PanelCounters, note: "lesson.holte-accuracy.2"},
		{q: "start=138650427&goal=standard&algo=astar&h=pdb", at: AtEnd, expanded: 26, moves: 15, look: PanelCounters, note: "lesson.holte-accuracy.3"},
		{q: "start=138650427&goal=standard&race=astar:linear,astar:pdb", at: AtEnd, lanes: []int{19, 26}, note: "lesson.holte-accuracy.4",
			ask: &builtinAsk{
				q:       "lesson.holte-accuracy.4.q",
				choices: []string{"lesson.holte-accuracy.4.c1", "lesson.holte-accuracy.4.c2", "lesson.holte-accuracy.4.c3"},
				answer:  1,
				why:     "lesson.holte-accuracy.4.why",
			}},
	}}, {ID: "workshop", Title: "lesson.workshop.title", stops: []builtinStop{
		{q: "start=452836710&goal=standard&algo=astar&h=custom&hx=2*manhattan", at: AtEnd, expanded: 361, moves: 22, look: PanelCounters, note: "lesson.workshop.1"},
		{q: "start=452836710&goal=standard&hx=2*manhattan&race=astar:custom,astar:manhattan", at: AtEnd, lanes: []int{361, 538}, note: "lesson.workshop.2"},
		{q: "start=615023784&goal=standard&algo=astar&h=custom&hx=manhattan*out(5)", note: "lesson.workshop.3",
			ask: &builtinAsk{
				q:       "lesson.workshop.3.q",
				choices: []string{"lesson.workshop.3.c1", "lesson.workshop.3.c2", "lesson.workshop.3.c3"},
				answer:  0,
				why:     "lesson.workshop.3.why",
			}},
		{q: "start=615023784&goal=standard&algo=astar&h=custom&hx=manhattan*out(5)&reopen=no", at: AtEnd, expanded: 1980, moves: 23, look: PanelCounters, note: "lesson.workshop.4"},
		{q: "start=615023784&goal=standard&hx=manhattan*out(5)&race=astar:custom,astar:custom:reopen=no", at: AtEnd, lanes: []int{866, 1980}, note: "lesson.workshop.5"},
		{q: "start=413726580&goal=standard&algo=astar&h=manhattan&mode=expand", note: "lesson.workshop.6"},
	}},
}
