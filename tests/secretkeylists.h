#pragma once

// Key names for the redaction tests (issue 27): inference settings and measurements whose names
// hold "token", "key", "secret", "auth" or "pass" inside a longer name, and names of
// credentials, in snake_case, kebab-case and camelCase.

#include <QStringList>

namespace lanebook::test {

// Inference settings and measurements whose names contain a credential's word.
inline const QStringList &dataKeys()
{
    static const QStringList keys = {
        // snake_case, as vLLM, SGLang and the tools' JSON write them
        QStringLiteral("first_token"), QStringLiteral("time_to_first_token_seconds"),
        QStringLiteral("vllm:time_to_first_token_seconds_sum"),
        QStringLiteral("vllm:inter_token_latency_seconds_count"),
        QStringLiteral("max_num_batched_tokens"), QStringLiteral("num_speculative_tokens"),
        QStringLiteral("token_budget"), QStringLiteral("tokenizer_mode"),
        QStringLiteral("key_cache_dtype"), QStringLiteral("secret_sauce_enabled"),
        QStringLiteral("first_token_timeout_s"), QStringLiteral("eos_token"),
        QStringLiteral("bos_token"), QStringLiteral("pad_token"), QStringLiteral("eos_token_id"),
        QStringLiteral("skip_special_tokens"), QStringLiteral("kv_bytes_per_token"),
        QStringLiteral("B_token"), QStringLiteral("b_token_bytes"),
        QStringLiteral("prompt_token_ids"), QStringLiteral("auth_mode"),
        QStringLiteral("auth_enabled"), QStringLiteral("pass_rate"), QStringLiteral("num_passes"),
        QStringLiteral("bypass_prefix_cache"), QStringLiteral("password_file"),
        QStringLiteral("api_key_env"), QStringLiteral("cache_key_prefix"),
        QStringLiteral("sort_key"), QStringLiteral("secrets_dir"), QStringLiteral("author"),
        QStringLiteral("oauth_scope"), QStringLiteral("keyframe_interval"),
        QStringLiteral("max_tokens"), QStringLiteral("tokens_per_s"),
        QStringLiteral("VLLM_TOKEN_BUDGET"), QStringLiteral("TOKENIZERS_PARALLELISM"),
        // kebab-case, as command-line options write them
        QStringLiteral("max-num-batched-tokens"), QStringLiteral("num-speculative-tokens"),
        QStringLiteral("first-token-timeout-s"), QStringLiteral("tokenizer-mode"),
        QStringLiteral("key-cache-dtype"), QStringLiteral("skip-special-tokens"),
        // camelCase, as JavaScript tools and some configs write them
        QStringLiteral("maxNumBatchedTokens"), QStringLiteral("firstTokenTimeoutS"),
        QStringLiteral("tokenBudget"), QStringLiteral("keyCacheDtype"),
        QStringLiteral("secretSauceEnabled"), QStringLiteral("tokenizerMode"),
        QStringLiteral("passRate"), QStringLiteral("timeToFirstTokenMs"),
        QStringLiteral("maxTokens"), QStringLiteral("numTokens")};
    return keys;
}

// Names of credentials, in the same three cases.
inline const QStringList &credentialKeys()
{
    static const QStringList keys = {
        QStringLiteral("HF_TOKEN"),       QStringLiteral("hf_token"),
        QStringLiteral("token"),          QStringLiteral("api_key"),
        QStringLiteral("OPENAI_API_KEY"), QStringLiteral("AWS_SECRET_ACCESS_KEY"),
        QStringLiteral("password"),       QStringLiteral("db_password"),
        QStringLiteral("PGPASSWORD"),     QStringLiteral("Authorization"),
        QStringLiteral("client_secret"),  QStringLiteral("HUGGING_FACE_HUB_TOKEN"),
        QStringLiteral("github_token"),   QStringLiteral("access_token"),
        QStringLiteral("bearer_token"),   QStringLiteral("private_key"),
        QStringLiteral("credentials"),    QStringLiteral("hf-token"),
        QStringLiteral("api-key"),        QStringLiteral("x-api-key"),
        QStringLiteral("db-password"),    QStringLiteral("hfToken"),
        QStringLiteral("apiKey"),         QStringLiteral("clientSecret"),
        QStringLiteral("authToken"),      QStringLiteral("openaiApiKey"),
        QStringLiteral("APIKey"),         QStringLiteral("HfToken"),
        QStringLiteral("dbPassword")};
    return keys;
}

} // namespace lanebook::test
