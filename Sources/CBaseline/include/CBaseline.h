// The benchmark's machine-level baseline: a breadth-first search over a graph in
// compressed sparse rows, written in C so the Swift searches are measured against what
// the machine allows. Not used by the library.
#ifndef SCREENGRAPH_CBASELINE_H
#define SCREENGRAPH_CBASELINE_H

#include <stdint.h>

/// Fills `distance[0..<count]` with the number of edges from `start` to each screen,
/// -1 where none leads. Screen `s`'s edges lead to `targets[offsets[s]..<offsets[s + 1]]`.
/// `queue` holds `count` entries of scratch space. Returns how many screens were reached.
int32_t screengraph_csr_bfs(const int32_t *offsets, const int32_t *targets, int32_t count, int32_t start,
                            int32_t *distance, int32_t *queue);

#endif
