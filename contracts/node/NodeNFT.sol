// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @title NodeNFT — the bbmall node NFT (ECONOMY §3.9): an ERC-721 whose every token carries a
/// node tier (1 ordinary, 2 senior, 3 super). Only its minter (the NodeStaking contract that
/// deploys it) mints, when a node is purchased.
contract NodeNFT is ERC721 {
    address public immutable minter;
    uint256 public totalMinted;
    mapping(uint256 tokenId => uint8) private _tiers;

    error NotMinter();
    error InvalidTier(uint8 tier);

    constructor() ERC721("BBMall Node", "BBNODE") {
        minter = msg.sender;
    }

    /// Mints the next token id (from 1) with `tier` to `to`.
    function mint(address to, uint8 tier) external returns (uint256 tokenId) {
        if (msg.sender != minter) revert NotMinter();
        if (tier < 1 || tier > 3) revert InvalidTier(tier);
        tokenId = ++totalMinted;
        _tiers[tokenId] = tier;
        _safeMint(to, tokenId);
    }

    /// The tier of a minted token (reverts for a token that does not exist).
    function tierOf(uint256 tokenId) external view returns (uint8) {
        _requireOwned(tokenId);
        return _tiers[tokenId];
    }
}
