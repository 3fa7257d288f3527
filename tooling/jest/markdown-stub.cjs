module.exports = { html: '', headings: [], attributes: {} };
