// A classic std::map A* for Sicily 1379 (goal 123456780, -1 when unsolvable),
// written the way the judge's common accepted solutions are: states as ints,
// a priority_queue by f = g + Manhattan, a std::map of best g.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <queue>
#include <vector>
using namespace std;
struct Node { int f, g, s; bool operator<(const Node& o) const { return f > o.f; } };
static int h(int s) {
    int d = 0;
    for (int i = 8; i >= 0; i--) { int t = s % 10; s /= 10; if (t) { int gi = t - 1; d += abs(gi / 3 - i / 3) + abs(gi % 3 - i % 3); } }
    return d;
}
static int solve(int start) {
    const int goal = 123456780;
    priority_queue<Node> open; map<int, int> best;
    open.push({h(start), 0, start}); best[start] = 0;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!open.empty()) {
        Node n = open.top(); open.pop();
        if (n.s == goal) return n.g;
        if (best[n.s] < n.g) continue;
        char a[9]; int s = n.s, z = 0;
        for (int i = 8; i >= 0; i--) { a[i] = s % 10; s /= 10; if (!a[i]) z = i; }
        for (int k = 0; k < 4; k++) {
            int r = z / 3 + dr[k], c = z % 3 + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            int y = r * 3 + c; swap(a[z], a[y]);
            int t = 0; for (int i = 0; i < 9; i++) t = t * 10 + a[i];
            swap(a[z], a[y]);
            auto it = best.find(t);
            if (it == best.end() || it->second > n.g + 1) { best[t] = n.g + 1; open.push({n.g + 1 + h(t), n.g + 1, t}); }
        }
    }
    return -1;
}
int main() {
    int T; if (scanf("%d", &T) != 1) return 0;
    while (T--) {
        int a[9], s = 0, inv = 0;
        for (int i = 0; i < 9; i++) { scanf("%d", &a[i]); s = s * 10 + a[i]; }
        for (int i = 0; i < 9; i++) for (int j = i + 1; j < 9; j++) if (a[i] && a[j] && a[i] > a[j]) inv++;
        printf("%d\n", inv % 2 ? -1 : solve(s));
    }
}
