/* The floor for Scripts/benchmark: read every .yaml file of a directory and pull its
 * libyaml events, nothing else. No YAML tool can load the files faster than this. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static long parse_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(2); }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? size : 1);
    if (fread(bytes, 1, size, file) != (size_t)size) { perror(path); exit(2); }
    fclose(file);

    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, bytes, size);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "%s: %s\n", path, parser.problem); exit(1); }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    return events;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s DIR\n", argv[0]); return 2; }
    DIR *directory = opendir(argv[1]);
    if (!directory) { perror(argv[1]); return 2; }
    long events = 0, files = 0;
    char path[4096];
    struct dirent *entry;
    while ((entry = readdir(directory))) {
        size_t length = strlen(entry->d_name);
        if (length < 5 || strcmp(entry->d_name + length - 5, ".yaml") != 0) continue;
        snprintf(path, sizeof path, "%s/%s", argv[1], entry->d_name);
        events += parse_file(path);
        files++;
    }
    closedir(directory);
    printf("%ld files, %ld events\n", files, events);
    return 0;
}
