package org.abistruct.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** Reads the version Maven wrote into {@code version.properties} at build time. */
final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() throws IOException {
        var properties = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        }
        return new String[] {"abistruct " + properties.getProperty("version", "(unknown version)"),
                "Java " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ")"};
    }
}
