import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import java.util.TreeSet;

/**
 * Reads each file named on the command line with java.util.Properties.load(InputStream),
 * as a Gradle build script reads brand.properties, and prints one line per file: its
 * entries sorted by key, as key=value with both written as UTF-16 units in hex, so no
 * character of a value can be mistaken for the line's own syntax.
 */
public class ReadProperties {
    public static void main(String[] args) throws IOException {
        for (String path : args) {
            Properties properties = new Properties();
            try (InputStream in = new FileInputStream(path)) {
                properties.load(in);
            }
            StringBuilder line = new StringBuilder();
            for (String key : new TreeSet<>(properties.stringPropertyNames())) {
                if (line.length() > 0) line.append(' ');
                line.append(hex(key)).append('=').append(hex(properties.getProperty(key)));
            }
            System.out.println(line);
        }
    }

    private static String hex(String text) {
        StringBuilder out = new StringBuilder();
        for (char unit : text.toCharArray()) out.append(String.format("%04x", (int) unit));
        return out.toString();
    }
}
