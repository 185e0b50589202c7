/** Template variables live in src/shared (the MCP server fills them too). */
export * from '../../../../shared/template-variables';
