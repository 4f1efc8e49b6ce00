// Placeholder: this stage is being written.
enum TemplatesPlaceholder {}
