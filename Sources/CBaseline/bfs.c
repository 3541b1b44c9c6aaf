#include "CBaseline.h"

int32_t screengraph_csr_bfs(const int32_t *offsets, const int32_t *targets, int32_t count, int32_t start,
                            int32_t *distance, int32_t *queue) {
    for (int32_t screen = 0; screen < count; screen++) distance[screen] = -1;
    int32_t head = 0, tail = 0;
    queue[tail++] = start;
    distance[start] = 0;
    while (head < tail) {
        int32_t screen = queue[head++];
        int32_t next = distance[screen] + 1;
        for (int32_t index = offsets[screen]; index < offsets[screen + 1]; index++) {
            int32_t target = targets[index];
            if (distance[target] < 0) {
                distance[target] = next;
                queue[tail++] = target;
            }
        }
    }
    return tail;
}
