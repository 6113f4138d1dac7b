/**
 * The {@code abistruct} command-line tool: prints the layout of the types in a C/GLSL schema file under
 * one or several ABIs.
 */
module org.abistruct.cli {
    requires org.abistruct.core;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;

    // picocli fills the annotated command fields by reflection.
    opens org.abistruct.cli to info.picocli;
}
